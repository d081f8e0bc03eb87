import { useMemo, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useLanguage, useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { dueQueue } from '@/utils/progress/dueQueue';
import type { Place } from '@/utils/progress/opening';
import { whole } from '@/utils/units';

/**
 * What is due in this language: "3 due", and Review next, which opens the most overdue card
 * other than the one on screen.
 */
export function DueQueue({ shown }: { shown: Place | null }) {
  const { schedule } = useProgress();
  const { language } = useLanguage();
  const { topicSet } = useTopicSet();
  const { chooseCard } = useSelection();
  // Due as the page opened (a drill finished since is due later, so it leaves the count).
  const [now] = useState(() => Date.now());
  const queue = useMemo(
    () =>
      schedule && topicSet
        ? dueQueue(
            schedule,
            language.key,
            topicSet.topics.map((topic) => topic.key),
            now,
          )
        : null,
    [schedule, topicSet, language.key, now],
  );
  if (!queue) return null;
  const next = queue.find((place) => place.topic !== shown?.topic || place.card !== shown.card);
  return (
    <div className="due-queue">
      <output aria-label="Due">
        {queue.length === 0 ? 'Nothing due' : `${whole(queue.length)} due`}
      </output>
      {next ? (
        <button type="button" onClick={() => chooseCard(next.topic, next.card)}>
          Review next
        </button>
      ) : null}
    </div>
  );
}
