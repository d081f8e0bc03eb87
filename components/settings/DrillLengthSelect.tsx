import { useId } from 'react';
import { drillLengthPreference, type DrillLength } from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';

const LENGTHS: readonly [DrillLength, string][] = [
  ['card', 'Card'],
  ['topic', 'Whole topic'],
];

/** The select **Drill length**: a new tab drills one card of a topic, or the whole topic. */
export function DrillLengthSelect() {
  const lengths = drillLengthPreference();
  const length = usePreference(lengths);
  const id = useId();
  return (
    <label className="settings-theme" htmlFor={id}>
      Drill length
      <select
        id={id}
        value={length}
        onChange={(event) => lengths.set(event.target.value === 'topic' ? 'topic' : 'card')}
      >
        {LENGTHS.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
