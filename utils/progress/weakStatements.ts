import type { HighlightedSet, HighlightedTopic } from '@/data/types';
import { cardStarts, typedLines } from '@/utils/drill/cards';
import { lineClasses, type TokenClass } from '@/utils/highlight/tokenClasses';
import { WEAK_SPOTS_TOPIC, type Attempt } from './attempt';
import { weaknessOf, type Weakness } from './weakSpots';

/**
 * One whole short statement of a set: a line that starts a statement, with the block it
 * opens and the line that closes it (`if (x) {`, its body, `}`). Rows `[row, end)`.
 */
export type WeakUnit = {
  topic: number;
  row: number;
  end: number;
  lines: readonly string[];
  classes: readonly (readonly TokenClass[])[];
};

/** The most lines one statement may have in a weak-spots drill, and the drill in all. */
const UNIT_MAX_LINES = 4;
const WEAK_SPOTS_LINES = 12;
/** Fewer typed characters than this is too little to aim at anything. */
const UNIT_MIN_CHARS = 20;

const indentOf = (line: string) => line.search(/\S/);
// A line that only closes what the statement opened: `}`, `});`, `end`, `]`.
const CLOSES = /^(?:[)\]}]+[;,)]*|end)$/;
// A last line ending so goes on below: the statement is not whole.
const OPEN_END = /(?:[([{,=+\-&|\\.:]|=>|->)$/;

/** Open brackets less closed ones over some lines, counting only code's brackets. */
function bracketDepth(lines: readonly string[], classes: readonly (readonly TokenClass[])[]) {
  let depth = 0;
  lines.forEach((line, row) =>
    Array.from(line).forEach((char, column) => {
      if (classes[row]?.[column] !== 'bracket') return;
      depth += '([{'.includes(char) ? 1 : ')]}'.includes(char) ? -1 : 0;
    }),
  );
  return depth;
}

/**
 * The end of the whole statement starting at `row`, or null where the line starts none: it
 * must start a statement in code (not inside a string), take its block with it, close every
 * bracket it opens, and leave the next line a statement of its own (no `else`, `.then`).
 */
function unitEnd(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
  typed: readonly boolean[],
  starts: readonly boolean[],
  row: number,
): number | null {
  const indent = indentOf(lines[row]!);
  if (!typed[row] || !starts[row] || classes[row]?.[indent] === 'string') return null;
  let end = row + 1;
  while (end < lines.length && typed[end] && indentOf(lines[end]!) > indent) end += 1;
  const closing = lines[end]?.trim() ?? '';
  if (typed[end] && indentOf(lines[end]!) === indent && CLOSES.test(closing)) end += 1;
  if (end - row > UNIT_MAX_LINES || OPEN_END.test(lines[end - 1]!.trim())) return null;
  if (bracketDepth(lines.slice(row, end), classes.slice(row, end)) !== 0) return null;
  let next = end;
  while (next < lines.length && !typed[next]) next += 1;
  if (next < lines.length && (!starts[next] || indentOf(lines[next]!) > indent)) return null;
  return end;
}

/** Every whole short statement of a set's topics, as candidates for the drill. */
export function statementUnits(set: HighlightedSet): WeakUnit[] {
  return set.topics.flatMap((topic, topicIndex) => {
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, set.palette));
    const typed = typedLines(topic.lines, classes);
    const starts = cardStarts(topic.lines, typed);
    return topic.lines.flatMap((_line, row) => {
      const end = unitEnd(topic.lines, classes, typed, starts, row);
      if (end === null) return [];
      const lines = topic.lines.slice(row, end);
      if (lines.join('').replace(/\s/g, '').length < UNIT_MIN_CHARS) return [];
      return [{ topic: topicIndex, row, end, lines, classes: classes.slice(row, end) }];
    });
  });
}

/** How rich a statement is in the weak characters and classes, per typed character. */
function weakDensity(unit: WeakUnit, weakness: Weakness): number {
  let score = 0;
  let typed = 0;
  unit.lines.forEach((line, index) => {
    Array.from(line).forEach((char, column) => {
      if (/\s/.test(char)) return;
      typed += 1;
      score += (weakness.chars.get(char) ?? 0) * 2;
      score += weakness.classes.get(unit.classes[index]?.[column] ?? 'other') ?? 0;
    });
  });
  return typed > 0 ? score / typed : 0;
}

/**
 * Picks whole statements for a weak-spots drill, as keybr picks words for weak letters: the
 * densest in the weak characters and classes, none overlapping or repeated, at most 12 lines
 * in all, in their order in the set.
 */
export function pickWeakUnits(
  units: readonly WeakUnit[],
  weakness: Weakness,
  maxLines = WEAK_SPOTS_LINES,
): WeakUnit[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const picked: WeakUnit[] = [];
  let count = 0;
  const ranked = units
    .map((unit) => ({ unit, density: weakDensity(unit, weakness) }))
    .filter(({ density }) => density > 0)
    .sort((a, b) => b.density - a.density);
  for (const { unit } of ranked) {
    const size = unit.end - unit.row;
    const text = unit.lines.map((line) => line.trim()).join('\n');
    const rows = Array.from({ length: size }, (_, index) => `${unit.topic}:${unit.row + index}`);
    if (count + size > maxLines || seen.has(text) || rows.some((row) => used.has(row))) continue;
    seen.add(text);
    rows.forEach((row) => used.add(row));
    picked.push(unit);
    count += size;
  }
  return picked.sort((a, b) => a.topic - b.topic || a.row - b.row);
}

/** A line's tokens without its first `indent` characters. */
const dedent = (tokens: readonly (readonly [string, number])[], indent: number) => {
  let left = indent;
  return tokens.flatMap(([part, style]) => {
    const cut = Math.min(left, part.length);
    left -= cut;
    return cut === part.length ? [] : [[part.slice(cut), style] as const];
  });
};

/**
 * The drill of picked statements: each keeps its topic's highlighting and its own inner
 * indentation, moved left to the margin (the indentation of a topic is never typed).
 */
export function weakSpotsTopic(set: HighlightedSet, picked: readonly WeakUnit[]): HighlightedTopic {
  const rows = picked.flatMap(({ topic, row, end }) => {
    const source = set.topics[topic]!;
    const indent = indentOf(source.lines[row]!);
    return source.lines.slice(row, end).map((text, index) => ({
      text: text.slice(Math.min(indent, Math.max(0, indentOf(text)))),
      tokens: dedent(source.tokens[row + index] ?? [], Math.min(indent, indentOf(text))),
    }));
  });
  return {
    title: 'Weak Spots',
    key: WEAK_SPOTS_TOPIC,
    lines: rows.map((line) => line.text),
    tokens: rows.map((line) => line.tokens),
  };
}

/** A weak-spots drill and the characters it aims at (most missed first). */
export type WeakSpotsPlan = { topic: HighlightedTopic; targets: readonly string[] };

/** A drill of the set's whole statements richest in the user's weak spots, or null. */
export function weakSpotsDrill(
  attempts: readonly Attempt[],
  set: HighlightedSet,
  language: string,
): WeakSpotsPlan | null {
  // This language's misses; all languages' when this one has none yet.
  const own = attempts.filter((attempt) => attempt.language === language);
  const source = own.some((attempt) => attempt.misses.length > 0) ? own : attempts;
  const weakness = weaknessOf(source);
  if (weakness.chars.size === 0 && weakness.classes.size === 0) return null;
  const picked = pickWeakUnits(statementUnits(set), weakness);
  if (picked.length === 0) return null;
  const topic = weakSpotsTopic(set, picked);
  const text = topic.lines.join('\n');
  const targets = [...weakness.chars.keys()].filter((char) => text.includes(char)).slice(0, 5);
  return { topic, targets };
}

/** Misses of the aimed-at characters per 100 keys, here and over the drills before. */
type TargetedReport = { here: number; before: number | null };

/** Keys a drill took: raw WPM counts every key, five to a word. */
const keysOf = ({ rawWpm, durationMs }: Attempt) => (rawWpm * 5 * durationMs) / 60_000;

/** Misses of `targets` per 100 keys over some drills, or null when they took no keys. */
function targetRate(attempts: readonly Attempt[], targets: ReadonlySet<string>): number | null {
  let misses = 0;
  let keys = 0;
  for (const attempt of attempts) {
    keys += keysOf(attempt);
    misses += attempt.misses.filter(({ expected }) => targets.has(expected)).length;
  }
  return keys > 0 ? (misses / keys) * 100 : null;
}

/**
 * Whether a weak-spots drill's aimed-at keys improved: their misses per 100 keys in it,
 * against the same over this language's drills before it (every language's, before the
 * language's first).
 */
export function targetedReport(
  targets: readonly string[],
  before: readonly Attempt[],
  drill: Attempt,
): TargetedReport {
  const aimed = new Set(targets);
  const earlier = before.filter((attempt) => attempt.finishedAt < drill.finishedAt);
  // This language's drills; every language's before its first (as the drill was picked).
  const own = earlier.filter((attempt) => attempt.language === drill.language);
  const compared = own.length > 0 ? own : earlier;
  return { here: targetRate([drill], aimed) ?? 0, before: targetRate(compared, aimed) };
}
