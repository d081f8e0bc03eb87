import { memo, useId, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { dueCount } from '@/utils/progress/due';

/**
 * How many of the current language's topics are due for review, once the log is read and
 * when there are some.
 */
export const DueTopics = memo(function DueTopics() {
  const { schedule } = useProgress();
  const { selection } = useSelection();
  const { topicSet } = useTopicSet();
  const [now] = useState(() => Date.now());
  const id = useId();
  if (!schedule || !topicSet) return null;
  const keys = topicSet.topics.map((topic) => topic.key);
  const due = dueCount(schedule, selection.language, keys, now);
  // None due is said by saying nothing: no zero above empty space.
  if (due === 0) return null;
  return (
    <p className="due-topics">
      <span id={id}>Due topics</span> <output aria-labelledby={id}>{due}</output>
    </p>
  );
});
