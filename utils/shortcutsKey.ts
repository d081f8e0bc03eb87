import type { KeyInput } from '@/utils/drill/keys';

/**
 * Whether a key opens the Keyboard shortcuts dialog: `?` with no Ctrl, Alt or Meta (Shift
 * makes it on most layouts), and never while the user types into a text box or the drill,
 * where `?` is a character.
 */
export function opensShortcuts(input: KeyInput, typingInto: boolean): boolean {
  const { key, altKey, ctrlKey, metaKey } = input;
  return key === '?' && !altKey && !ctrlKey && !metaKey && !typingInto;
}
