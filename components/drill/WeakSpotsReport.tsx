import { useProgress } from '@/components/providers/ProgressProvider';
import { WEAK_SPOTS_TOPIC } from '@/utils/progress/attempt';
import { targetedReport } from '@/utils/progress/weakStatements';
import { keyName } from '@/utils/units';

const perHundred = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

type WeakSpotsReportProps = {
  targets: readonly string[];
  language: string;
  /** When the round began: its drill is the first weak-spots record after it. */
  since: string;
};

/**
 * Under a weak-spots drill's Results: the keys it aimed at, and whether they improved
 * (misses per 100 keys in it, against this language's drills before).
 */
export function WeakSpotsReport({ targets, language, since }: WeakSpotsReportProps) {
  const { attempts } = useProgress();
  const drill = attempts?.find(
    (attempt) =>
      attempt.topic === WEAK_SPOTS_TOPIC &&
      attempt.language === language &&
      attempt.finishedAt >= since,
  );
  if (!drill || !attempts || targets.length === 0) return null;
  const { here, before } = targetedReport(targets, attempts, drill);
  const verdict =
    before === null
      ? 'the first measure of them.'
      : here < before
        ? `${perHundred.format(before)} in your drills before: better.`
        : `${perHundred.format(before)} in your drills before: not better yet.`;
  return (
    <section className="weak-spots-report" aria-label="Aimed at">
      <p>
        Aimed at{' '}
        {targets.map((char) => (
          <kbd key={char}>{keyName(char)}</kbd>
        ))}
        : {perHundred.format(here)} misses per 100 keys on them here, {verdict}
      </p>
    </section>
  );
}
