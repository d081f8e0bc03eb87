import { useEffect, useId, useState } from 'react';
import { followTheme, readTheme, saveTheme } from '@/adapters/themeStorage';
import { THEME_NAMES, THEMES, parseTheme } from '@/utils/theme';

/** The Theme select: System, Light, Dark or High contrast, saved at once for every page. */
export function ThemeSelect() {
  const [theme, setTheme] = useState(readTheme);
  const id = useId();
  useEffect(() => followTheme(setTheme), []);
  return (
    <label className="settings-theme" htmlFor={id}>
      Theme
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          const chosen = parseTheme(event.target.value);
          saveTheme(chosen);
          setTheme(chosen);
        }}
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
