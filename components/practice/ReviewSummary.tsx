import { useProgress } from '@/components/providers/ProgressProvider';
import { topicRecord } from '@/utils/progress/aggregates';
import { cardKey } from '@/utils/progress/attempt';
import { reviewIn } from '@/utils/progress/interval';

type ReviewSummaryProps = { language: string; topic: string };

const signed = (change: number) => `${change >= 0 ? '+' : '−'}${Math.abs(Math.round(change))}`;

/**
 * After a drill: when the topic comes back for review (counted from the drill's end) and the
 * personal best for it.
 */
export function ReviewSummary({ language, topic }: ReviewSummaryProps) {
  const { attempts, schedule } = useProgress();
  const due = schedule?.get(cardKey(language, topic))?.card.due.getTime();
  const record = attempts ? topicRecord(attempts, language, topic) : null;
  if (!record) return null;
  return (
    <p className="review-summary">
      {due !== undefined ? <span>Next review {reviewIn(due, record.latestAt)}</span> : null}
      <span>
        Personal best {Math.round(record.best)} WPM
        {record.change !== null
          ? ` (${signed(record.change)} WPM on the last attempt)`
          : ' (first attempt)'}
      </span>
    </p>
  );
}
