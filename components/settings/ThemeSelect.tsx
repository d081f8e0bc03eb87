import { useId } from 'react';
import { themePreference } from '@/adapters/pagePreferences';
import { chooseTheme } from '@/adapters/themeStorage';
import { usePreference } from '@/hooks/usePreference';
import { THEME_NAMES, THEMES, parseTheme } from '@/utils/preferences/theme';

/** The Theme select: System, Light, Dark or High contrast, saved at once for every page. */
export function ThemeSelect() {
  const theme = usePreference(themePreference());
  const id = useId();
  return (
    <label className="settings-theme" htmlFor={id}>
      Theme
      <select
        id={id}
        value={theme}
        onChange={(event) => chooseTheme(parseTheme(event.target.value))}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>
            {THEME_NAMES.get(name)}
          </option>
        ))}
      </select>
    </label>
  );
}
