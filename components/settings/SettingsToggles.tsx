import { useSettings } from '@/components/providers/SettingsProvider';
import {
  dueBadgePreference,
  inputPreference,
  lookupReviewsPreference,
  whatsNewPreference,
} from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import type { Settings } from '@/utils/preferences/settings';
import { DrillSettings } from './DrillSettings';
import { ThemeSelect } from './ThemeSelect';

const TOGGLES: readonly { name: keyof Settings; label: string }[] = [
  { name: 'scrollNavigationEnabled', label: 'Scroll navigation' },
  { name: 'blinkingCursorEnabled', label: 'Blinking cursor' },
  { name: 'showStatsEnabled', label: 'Show statistics' },
];

/**
 * The three settings (docs/architecture.md, Settings); Auto-close brackets, the drill's own
 * settings, the theme, the due count on the icon, whether looked-up topics join the reviews
 * and What's new after an update, each under a key of its own; each change is saved at once.
 * Take the tour opens the welcome page again.
 */
export function SettingsToggles() {
  const { settings, setSetting } = useSettings();
  const inputs = inputPreference();
  const input = usePreference(inputs);
  const dueBadge = dueBadgePreference();
  const showDueBadge = usePreference(dueBadge);
  const lookupReviews = lookupReviewsPreference();
  const joinReviews = usePreference(lookupReviews);
  const whatsNew = whatsNewPreference();
  const showWhatsNew = usePreference(whatsNew);
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
      <label>
        Auto-close brackets
        <input
          type="checkbox"
          className="switch"
          checked={input.autoClose}
          onChange={(event) => inputs.set({ ...input, autoClose: event.target.checked })}
        />
      </label>
      <DrillSettings />
      <ThemeSelect />
      <label>
        Show due count on the icon
        <input
          type="checkbox"
          className="switch"
          checked={showDueBadge}
          onChange={(event) => dueBadge.set(event.target.checked)}
        />
      </label>
      <label>
        Looked-up topics join reviews
        <input
          type="checkbox"
          className="switch"
          checked={joinReviews}
          onChange={(event) => lookupReviews.set(event.target.checked)}
        />
      </label>
      <label>
        Show what&apos;s new
        <input
          type="checkbox"
          className="switch"
          checked={showWhatsNew}
          onChange={(event) => whatsNew.set(event.target.checked)}
        />
      </label>
      {/* A tab of its own: the popup closes when it loses focus. */}
      <a href="/welcome.html" target="_blank">
        Take the tour
      </a>
    </fieldset>
  );
}
