import { useProgress } from '@/components/providers/ProgressProvider';
import { topicRecord } from '@/utils/progress/aggregates';
import { countsForSpeed, implausibleReason } from '@/utils/progress/implausible';
import { signedChange, wpm } from '@/utils/units';

type ReviewSummaryProps = { language: string; topic: string };

/**
 * After a drill: the personal best for its topic, the change on the last attempt (none under
 * 1 WPM), and, for a drill no person typed, that it is not counted as a best. When the topic
 * comes back is the Recall summary's (RecallSummary.tsx).
 */
export function ReviewSummary({ language, topic }: ReviewSummaryProps) {
  const { attempts } = useProgress();
  const record = attempts ? topicRecord(attempts, language, topic) : null;
  if (!record) return null;
  const counted = countsForSpeed(record.latest);
  // The change is the latest drill's; a marked one has none, and says why below.
  const signed = record.change === null ? null : signedChange(record.change);
  const change = !counted
    ? ''
    : record.change === null
      ? ' (first attempt)'
      : signed === null
        ? ''
        : ` (${signed} WPM on the last attempt)`;
  return (
    <p className="review-summary">
      {record.best !== null ? (
        <span>
          Personal best {wpm(record.best)} WPM{change}
        </span>
      ) : null}
      {counted ? null : (
        <span className="implausible-note">{implausibleReason(record.latest.wpm)}</span>
      )}
    </p>
  );
}
