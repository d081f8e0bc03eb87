/**
 * The product's units and the words it says them in, one implementation each: words per
 * minute, counts with their noun, m:ss, percentages and the names of keys.
 */

/** A word is five characters, as every typing test counts it. */
const CHARS_PER_WORD = 5;
export const MS_PER_MINUTE = 60_000;

/** Words per minute: (characters / 5) per minute of `ms`; 0 for no time. */
export function wordsPerMinute(chars: number, ms: number): number {
  return ms > 0 ? (chars / CHARS_PER_WORD / ms) * MS_PER_MINUTE : 0;
}

/** The words typed in `ms` at `wpm`, counted as WPM counts them. */
export function wordsAt(wpm: number, ms: number): number {
  return (wpm * ms) / MS_PER_MINUTE;
}

/**
 * A count and its noun: "1 day", "3 days", "200,000 attempts"; a word whose plural is not its
 * `s` form names it ("1 was", "3 were"). The one place a count meets its noun.
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? noun : nouns}`;
}

/** m:ss for a number of seconds (fractions dropped): 75 is "1:15". */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A 0..1 rate as a percentage with `digits` decimals: "12.5%". */
export function percent(rate: number, digits = 0): string {
  return `${(rate * 100).toFixed(digits)}%`;
}

/** A typed character as a person names its key: Enter and Space by name. */
export function keyName(char: string): string {
  return char === '\n' ? 'Enter' : char === ' ' ? 'Space' : char;
}
