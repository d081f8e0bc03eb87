import { useId, type RefObject } from 'react';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

/**
 * A native select of the current language's topics, to jump to any of them; the user's own
 * snippets, which follow the built-in topics, in a group of their own.
 */
export function TopicSelect({ selectRef }: { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { topicSet, topicIndex, chooseTopic } = useTopicSet();
  const id = useId();
  const options = (topicSet?.topics ?? []).map((topic, index) => (
    <option key={topic.key} value={index}>
      {topic.title}
    </option>
  ));
  const firstOwn = topicSet?.topics.findIndex((topic) => topic.mine) ?? -1;
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
        {firstOwn < 0 ? (
          options
        ) : (
          <>
            {options.slice(0, firstOwn)}
            <optgroup label="My snippets">{options.slice(firstOwn)}</optgroup>
          </>
        )}
      </select>
    </div>
  );
}
