import { useId, type RefObject } from 'react';
import { useSession } from '@/components/providers/SessionProvider';

/** A native select of the current language's topics, to jump to any group. */
export function TopicSelect({ selectRef }: { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { snippetSet, snippetIndex, setSnippetIndex } = useSession();
  const id = useId();
  return (
    <div className="topic-select">
      <label htmlFor={id}>Topic</label>
      <select
        id={id}
        ref={selectRef}
        value={snippetIndex}
        disabled={!snippetSet}
        onChange={(event) => setSnippetIndex(Number(event.target.value))}
      >
        {snippetSet?.groups.map((group, index) => (
          <option key={group.key} value={index}>
            {group.title}
          </option>
        ))}
      </select>
    </div>
  );
}
