import { memo, useId, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { dueCount } from '@/utils/progress/due';

/**
 * How many of the current language's topics are due for review, once the log is read and
 * when there are some: a button that lists them, each opening its topic.
 */
export const DueTopics = memo(function DueTopics() {
  const { schedule } = useProgress();
  const { selection, showTopic } = useSelection();
  const { topicSet } = useTopicSet();
  const [now] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!schedule || !topicSet) return null;
  // One topic at a time through the count, which is all the popup loads of the schedule.
  const due = topicSet.topics.filter(
    (topic) => dueCount(schedule, selection.language, [topic.key], now) === 1,
  );
  // None due is said by saying nothing: no zero above empty space.
  if (due.length === 0) return null;
  return (
    <div className="due-topics">
      <button
        type="button"
        className="due-topics-toggle"
        // Named in full: from its content it would read the label twice (the count's name).
        aria-label={`Due topics ${due.length}`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        <span id={id}>Due topics</span> <output aria-labelledby={id}>{due.length}</output>
      </button>
      {open ? (
        <ul id={`${id}-list`} className="due-topic-list" aria-label="Due for review">
          {due.map((topic) => (
            <li key={topic.key}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  showTopic(selection.language, topic.key);
                  setOpen(false);
                }}
              >
                {topic.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
