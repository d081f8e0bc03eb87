/** The US layout's character keys, row by row, unshifted. */
export const KEY_ROWS = ['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./'];
// Each shifted character is missed on its key (US layout): shifted → unshifted.
const SHIFTED = new Map<string, string>(
  ['~`', '!1', '@2', '#3', '$4', '%5', '^6', '&7', '*8', '(9', ')0', '_-', '+=']
    .concat(['{[', '}]', '|\\', ':;', '"\'', '<,', '>.', '?/'])
    .map((pair) => [pair.charAt(0), pair.charAt(1)]),
);

/** The key a character is typed on (its unshifted character), or null for none shown. */
export function keyOf(char: string): string | null {
  if (char === ' ') return 'space';
  if (char === '\n') return 'enter';
  const lower = char.toLowerCase();
  return KEY_ROWS.some((row) => row.includes(lower)) ? lower : (SHIFTED.get(char) ?? null);
}
