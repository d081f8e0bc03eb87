import type { KeyInput } from '@/utils/drill/keys';

type LookupCommand = 'down' | 'up' | 'show' | 'copy' | 'practise' | 'escape' | 'previous' | 'next';

/**
 * What a key in the popup's search box does. Copy and Practise are Alt+C and Alt+P, matched
 * on the physical key so they work on any layout; Left/Right step through the topics only
 * while the box is empty, where they would not move a text cursor.
 */
export function lookupKey(input: KeyInput, queryEmpty: boolean): LookupCommand | null {
  const { key, code, altKey, ctrlKey, metaKey } = input;
  if (altKey && !ctrlKey && !metaKey) {
    if (code === 'KeyC') return 'copy';
    if (code === 'KeyP') return 'practise';
    return null;
  }
  if (ctrlKey || metaKey) return null;
  if (key === 'ArrowDown') return 'down';
  if (key === 'ArrowUp') return 'up';
  if (key === 'Enter') return 'show';
  if (key === 'Escape') return 'escape';
  if (queryEmpty && key === 'ArrowLeft') return 'previous';
  if (queryEmpty && key === 'ArrowRight') return 'next';
  return null;
}
