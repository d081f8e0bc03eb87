import { useId } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { levelName, recallLevel, type RecallLevel } from '@/utils/drill/recall/levels';
import type { RecallShare } from '@/utils/drill/recall/share';
import { topicRecord } from '@/utils/progress/aggregates';
import { cardKey } from '@/utils/progress/attempt';
import { gradeName, gradeWithReason } from '@/utils/progress/grade';
import { learningNote, reviewIn } from '@/utils/progress/interval';
import { cardReview } from '@/utils/progress/topicReview';
import { percent, plural, whole } from '@/utils/units';

type RecallSummaryProps = {
  language: string;
  topic: string;
  /** The card drilled; absent for a whole topic, which comes back with its first card due. */
  card?: { index: number; of: number };
  /** At level 1 or more: the hidden characters and those recalled (utils/drill/recall/share.ts). */
  share: RecallShare | null;
  hints: number;
  /** The card's level before the drill, as scheduled: the next level is said against it. */
  was: RecallLevel;
};

/** "Recalled 41 of 47 hidden characters, 87%; 2 hints". */
function shareText({ recalled, hidden }: RecallShare, hints: number): string {
  // Floored, as accuracy is: 46 of 47 is 97%, never a rounded-up 100%.
  const rate = hidden === 0 ? 1 : Math.floor((recalled / hidden) * 100) / 100;
  const hinted = hints > 0 ? `; ${plural(hints, 'hint')}` : '';
  return `Recalled ${whole(recalled)} of ${plural(hidden, 'hidden character')}, ${percent(rate)}${hinted}`;
}

/** " (up from level 1)", " (down from level 3)", or nothing when the level holds. */
function levelChange(next: RecallLevel, was: RecallLevel): string {
  if (next === was) return '';
  return ` (${next > was ? 'up' : 'down'} from level ${was})`;
}

/**
 * What the schedule made of a drill, from the attempt the log just took: at level 1 or more
 * the share of the hidden code recalled, the grade in words and why, the next review and its
 * level, and what moves the level. At level 0, why it graded Hard at best.
 */
export function RecallSummary(props: RecallSummaryProps) {
  const { language, topic, card: drilled, share, hints, was } = props;
  const { attempts, schedule } = useProgress();
  const titleId = useId();
  const record = attempts ? topicRecord(attempts, language, topic) : null;
  if (!record) return null;
  const { grade, reason } = gradeWithReason(record.latest);
  const card = drilled
    ? cardReview(schedule, language, topic, drilled.index, drilled.of)?.card
    : schedule?.get(cardKey(language, topic))?.card;
  const next = card ? recallLevel(card) : null;
  const due = card?.due.getTime();
  // A review within the hour of the drill is a learning step: say why, once.
  const note = due === undefined ? null : learningNote(due, record.latestAt, record.drills === 1);
  return (
    <section className="recall-summary" aria-labelledby={titleId}>
      <h4 id={titleId}>Recall</h4>
      {share ? <p>{shareText(share, hints)}</p> : null}
      <p>
        Graded <strong>{gradeName(grade)}</strong>: {reason}.
      </p>
      {card && next !== null ? (
        <p>
          Next review {reviewIn(card.due.getTime(), record.latestAt)}, at{' '}
          {levelName(next).toLowerCase()}
          {levelChange(next, was)}
          {note ? ` (${note})` : null}.
        </p>
      ) : null}
      <p className="recall-advice">
        {share
          ? 'Good or Easy on a review that is due raises the level; Hard raises it slowly, Again lowers it.'
          : 'The schedule raises the level as reviews space out; or choose a Recall level of 1 or more to be graded on what you recall.'}
      </p>
    </section>
  );
}
