import type { DrillAction } from '@/utils/drill/reducer';

/** The parts of a KeyboardEvent the practice surface decides on. */
export type KeyInput = {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
};

export type DrillCommand = 'restart' | 'next' | 'previous' | 'topics' | 'hint' | 'leave';

/**
 * Practice shortcuts: Alt with a letter, matched on the physical key so they work on any
 * layout (and with macOS Option, which would type a symbol). No snippet character needs
 * Alt, so none is typed by accident; Alt+F, E, V, S, B, T, H stay free for browser menus.
 */
const DRILL_SHORTCUTS: ReadonlyMap<string, Exclude<DrillCommand, 'leave'>> = new Map([
  ['KeyR', 'restart'],
  ['KeyN', 'next'],
  ['KeyP', 'previous'],
  ['KeyL', 'topics'],
  ['KeyI', 'hint'],
]);

/** What a key does on the practice surface: a command, a typing action, or nothing (null). */
export function drillKey(
  input: KeyInput,
  time: number,
): { command: DrillCommand } | { action: DrillAction } | { swallow: true } | null {
  const { key, code, altKey, ctrlKey, metaKey } = input;
  if (key === 'Escape') return { command: 'leave' };
  if (key === 'Backspace') {
    // Ctrl+Backspace (Windows, Linux) and Alt/Option+Backspace (macOS) delete a word.
    if (metaKey) return null;
    return { action: { type: 'backspace', word: ctrlKey || altKey, time } };
  }
  if (altKey && !ctrlKey && !metaKey) {
    const command = DRILL_SHORTCUTS.get(code);
    return command ? { command } : null;
  }
  // Browser and system shortcuts (Ctrl/Cmd+T, Ctrl+W, ...) are left alone.
  if (ctrlKey || metaKey) return null;
  // Tab never leaves the surface: indentation is not typed, so it does nothing.
  if (key === 'Tab') return { swallow: true };
  if (key === 'Enter') return { action: { type: 'type', char: '\n', time } };
  // One character as a reader sees it: an emoji is one key of two UTF-16 units or more (a
  // skin tone, a joiner), and the surface types each unit. A named key (Shift) is a word.
  if (isOneCharacter(key)) return { action: { type: 'type', char: key, time } };
  return null;
}

const graphemes = new Intl.Segmenter();

const isOneCharacter = (key: string) =>
  key.length === 1 || (/[^\x20-\x7e]/.test(key) && [...graphemes.segment(key)].length === 1);
