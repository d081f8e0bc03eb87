import { useId, type RefObject } from 'react';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

/**
 * A native select of the current language's topics, to jump to any of them; the user's own
 * snippets, which follow the built-in topics, in a group of their own.
 */
export function TopicSelect({ selectRef }: { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { topicSet, topic } = useTopicSet();
  const { chooseTopic } = useSelection();
  const id = useId();
  const options = (topicSet?.topics ?? []).map((topic) => (
    <option key={topic.key} value={topic.key}>
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
        value={topic?.key ?? ''}
        disabled={!topicSet}
        onChange={(event) => chooseTopic(event.target.value)}
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
