import { memo, useId, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { dueCount } from '@/utils/progress/due';

/** How many of the current language's topics are due for review, once the log is read. */
export const DueTopics = memo(function DueTopics() {
  const { schedule } = useProgress();
  const { selection } = useSelection();
  const { topicSet } = useTopicSet();
  const [now] = useState(() => Date.now());
  const id = useId();
  if (!schedule || !topicSet) return null;
  const keys = topicSet.topics.map((topic) => topic.key);
  return (
    <p className="due-topics">
      <span id={id}>Due topics</span>{' '}
      <output aria-labelledby={id}>{dueCount(schedule, selection.language, keys, now)}</output>
    </p>
  );
});
