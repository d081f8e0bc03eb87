import {
  caretPreference,
  codeSizePreference,
  drillLengthPreference,
  typeCommentsPreference,
  wrongKeyPreference,
} from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import { PreferenceSelect } from './PreferenceSelect';

/**
 * How the new tab's drill runs and looks, each a preference of its own, followed live by
 * every open page: **Drill length**, **On a wrong key**, **Type comments**, **Code size**
 * and **Caret** (docs/guide.md, Settings).
 */
export function DrillSettings() {
  const comments = typeCommentsPreference();
  const typeComments = usePreference(comments);
  return (
    <>
      <PreferenceSelect
        label="Drill length"
        preference={drillLengthPreference()}
        choices={[
          ['card', 'Card'],
          ['topic', 'Whole topic'],
        ]}
      />
      <PreferenceSelect
        label="On a wrong key"
        preference={wrongKeyPreference()}
        choices={[
          ['stop', 'Stop'],
          ['move-on', 'Move on'],
        ]}
      />
      <label>
        Type comments
        <input
          type="checkbox"
          className="switch"
          checked={typeComments}
          onChange={(event) => comments.set(event.target.checked)}
        />
      </label>
      <PreferenceSelect
        label="Code size"
        preference={codeSizePreference()}
        choices={[
          ['s', 'Small'],
          ['m', 'Medium'],
          ['l', 'Large'],
        ]}
      />
      <PreferenceSelect
        label="Caret"
        preference={caretPreference()}
        choices={[
          ['line', 'Line'],
          ['block', 'Block'],
          ['underline', 'Underline'],
        ]}
      />
    </>
  );
}
