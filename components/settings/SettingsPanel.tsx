import { useEffect, type RefObject } from 'react';
import { SettingsToggles } from './SettingsToggles';

type SettingsPanelProps = {
  /** The whole menu, its button and panel: a click outside it closes the panel. */
  menu: RefObject<HTMLDivElement | null>;
  /** The menu's button, which Esc gives the focus back to. */
  button: RefObject<HTMLButtonElement | null>;
  close: () => void;
};

/**
 * The open Settings menu's content, loaded when the menu first opens: every setting, and its
 * ways out. Esc closes it and gives the focus back to the button; a click outside closes it
 * and leaves the focus where it went.
 */
export function SettingsPanel({ menu, button, close }: SettingsPanelProps) {
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [menu, button, close]);
  return <SettingsToggles />;
}
