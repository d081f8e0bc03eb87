import { useSettings } from '@/components/providers/SettingsProvider';
import type { Settings } from '@/utils/settings';
import { ThemeSelect } from './ThemeSelect';

const TOGGLES: readonly { name: keyof Settings; label: string }[] = [
  { name: 'scrollNavigationEnabled', label: 'Scroll navigation' },
  { name: 'blinkingCursorEnabled', label: 'Blinking cursor' },
  { name: 'showStatsEnabled', label: 'Show statistics' },
];

/** The three settings as switches and the theme; each change is saved at once. */
export function SettingsToggles() {
  const { settings, setSetting } = useSettings();
  return (
    <fieldset className="settings-toggles">
      <legend>Settings</legend>
      {TOGGLES.map(({ name, label }) => (
        // The name first and the switch at the row's end, as the Theme select below it.
        <label key={name}>
          {label}
          <input
            type="checkbox"
            className="switch"
            checked={settings[name]}
            onChange={(event) => setSetting(name, event.target.checked)}
          />
        </label>
      ))}
      <ThemeSelect />
    </fieldset>
  );
}
