import { useId } from 'react';
import type { Preference } from '@/adapters/preferences';
import { usePreference } from '@/hooks/usePreference';

type PreferenceSelectProps<T extends string> = {
  /** The select's name, as the UI contract says it (docs/architecture.md). */
  label: string;
  preference: Preference<T>;
  /** Each value and what the user reads for it, in the order listed. */
  choices: readonly (readonly [T, string])[];
};

/** A select over one preference: shows its value and saves a choice at once, for every page. */
export function PreferenceSelect<T extends string>(props: PreferenceSelectProps<T>) {
  const { label, preference, choices } = props;
  const value = usePreference(preference);
  const id = useId();
  return (
    <label className="settings-theme" htmlFor={id}>
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = choices.find(([choice]) => choice === event.target.value);
          if (chosen) preference.set(chosen[0]);
        }}
      >
        {choices.map(([choice, name]) => (
          <option key={choice} value={choice}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
