import { useId, type RefObject } from 'react';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

/** A native select of the current language's topics, to jump to any of them. */
export function TopicSelect({ selectRef }: { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { topicSet, topicIndex, chooseTopic } = useTopicSet();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Topic</label>
      <select
        id={id}
        ref={selectRef}
        value={topicIndex}
        disabled={!topicSet}
        onChange={(event) => chooseTopic(Number(event.target.value))}
      >
        {topicSet?.topics.map((topic, index) => (
          <option key={topic.key} value={index}>
            {topic.title}
          </option>
        ))}
      </select>
    </div>
  );
}
