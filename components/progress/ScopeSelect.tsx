import { useId } from 'react';
import { LANGUAGES } from '@/data/languages';
import { ALL_LANGUAGES, asScope, type ProgressScope } from '@/utils/progress/scope';

type ScopeSelectProps = { scope: ProgressScope; onScope: (scope: ProgressScope) => void };

/** The page's one language control: every view below follows it. */
export function ScopeSelect({ scope, onScope }: ScopeSelectProps) {
  const id = useId();
  return (
    <div className="scope-select field">
      <label htmlFor={id}>Show progress for</label>
      <select
        id={id}
        value={scope}
        onChange={(event) => {
          const chosen = asScope(event.target.value);
          if (chosen) onScope(chosen);
        }}
      >
        <option value={ALL_LANGUAGES}>All languages</option>
        {LANGUAGES.map(({ key, name }) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
