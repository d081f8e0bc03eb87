/**
 * The product's units and the words it says them in, one implementation each: words per
 * minute, counts with their noun, numbers, m:ss, percentages and the names of keys.
 */

/** Every number the product shows: whole, grouped as English groups them ("5,942"). */
const WHOLE = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

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

/** A number as every page shows it: whole and grouped, "5,942"; never "-0". */
export function whole(value: number): string {
  // `|| 0` turns a negative zero (Math.round(-0.4)) into zero.
  return WHOLE.format(Math.round(value) || 0);
}

/** A speed as the attempt log keeps it: to a tenth of a word per minute. */
export const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Words per minute as every page shows them: from the tenth the log keeps, then whole, so
 * the live figure, the Results and the progress page read the same for one drill.
 */
export const wpm = (value: number) => whole(tenths(value));

/** A change in whole units with its sign, "+3" or "−3" (a true minus); null under 1. */
export function signedChange(change: number): string | null {
  const rounded = Math.round(change);
  if (rounded === 0) return null;
  return `${rounded > 0 ? '+' : '−'}${whole(Math.abs(rounded))}`;
}

/**
 * A count and its noun: "1 day", "3 days", "200,000 attempts"; a word whose plural is not its
 * `s` form names it ("1 was", "3 were"). The one place a count meets its noun.
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${whole(count)} ${count === 1 ? noun : nouns}`;
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
