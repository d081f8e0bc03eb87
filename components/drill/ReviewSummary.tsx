import { useProgress } from '@/components/providers/ProgressProvider';
import { topicRecord } from '@/utils/progress/aggregates';
import { cardKey } from '@/utils/progress/attempt';
import { cardReview } from '@/utils/progress/topicReview';
import { countsForSpeed, implausibleReason } from '@/utils/progress/implausible';
import { learningNote, reviewIn } from '@/utils/progress/interval';
import { levelName, recallLevel } from '@/utils/drill/recall/levels';

type ReviewSummaryProps = {
  language: string;
  topic: string;
  /** The card drilled; absent for a whole topic, which comes back with its first card due. */
  card?: { index: number; of: number };
};

const signed = (change: number) => `${change >= 0 ? '+' : '−'}${Math.abs(Math.round(change))}`;

/**
 * After a drill: when the topic comes back for review (counted from the drill's end), the
 * personal best for it, and, for a drill no person typed, that it is not counted as a best.
 */
export function ReviewSummary({ language, topic, card: drilled }: ReviewSummaryProps) {
  const { attempts, schedule } = useProgress();
  const card = drilled
    ? cardReview(schedule, language, topic, drilled.index, drilled.of)?.card
    : schedule?.get(cardKey(language, topic))?.card;
  const due = card?.due.getTime();
  const record = attempts ? topicRecord(attempts, language, topic) : null;
  if (!record) return null;
  const counted = countsForSpeed(record.latest);
  const note = due === undefined ? null : learningNote(due, record.latestAt, record.drills === 1);
  // The change is the latest drill's; a marked one has none, and says why below.
  const change = !counted
    ? ''
    : record.change !== null
      ? ` (${signed(record.change)} WPM on the last attempt)`
      : ' (first attempt)';
  return (
    <p className="review-summary">
      {due !== undefined ? (
        <span>
          Next review {reviewIn(due, record.latestAt)}, at{' '}
          {levelName(recallLevel(card)).toLowerCase()}
          {note ? ` (${note})` : null}
        </span>
      ) : null}
      {record.best !== null ? (
        <span>
          Personal best {Math.round(record.best)} WPM{change}
        </span>
      ) : null}
      {counted ? null : (
        <span className="implausible-note">{implausibleReason(record.latest.wpm)}</span>
      )}
    </p>
  );
}
