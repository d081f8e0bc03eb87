import type { TokenClass } from '@/utils/highlight/tokenClasses';
import type { Target } from '@/utils/drill/targets';

const CLOSER = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);
const QUOTES = new Set(['"', "'", '`']);

/**
 * For each opener a drill may auto-close, the index of the closer it fills in, as an editor
 * with auto-closing brackets would (VS Code): `(`, `[` and `{` that bracket (their token
 * class says so) pair with their matching closer; a quote that opens a string pairs with the
 * quote that closes it on the same line. Brackets inside strings and comments pair with
 * nothing, and an unmatched opener (a snippet that closes it in a line not shown) fills in
 * nothing.
 */
export function autoClosePairs(
  targets: readonly Target[],
  classes: readonly TokenClass[],
): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < targets.length; index += 1) {
    const { char } = targets[index]!;
    const tokenClass = classes[index];
    if (tokenClass === 'bracket' && CLOSER.has(char)) open.push(index);
    else if (tokenClass === 'bracket' && open.length > 0) {
      const opener = open.at(-1)!;
      if (CLOSER.get(targets[opener]!.char) === char) {
        pairs.set(opener, index);
        open.pop();
      }
    } else if (tokenClass === 'string' && QUOTES.has(char) && classes[index - 1] !== 'string') {
      const close = closingQuote(targets, classes, index);
      if (close !== null) pairs.set(index, close);
    }
  }
  return pairs;
}

/** The quote that ends the string opened at `start`: the last of its run on the line. */
function closingQuote(
  targets: readonly Target[],
  classes: readonly TokenClass[],
  start: number,
): number | null {
  let end = start;
  while (classes[end + 1] === 'string' && targets[end + 1]!.char !== '\n') end += 1;
  return end > start && targets[end]!.char === targets[start]!.char ? end : null;
}
