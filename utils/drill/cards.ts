import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { commentTailStart } from '@/utils/drill/recallCues';
import { lineClasses, type TokenClass } from '@/utils/highlight/tokenClasses';
import { buildDrillText } from '@/utils/drill/targets';

/**
 * One card of a topic: its lines `[start, end)`, first and last non-blank. A topic's cards
 * in order, with the blank lines between them, are its lines.
 */
export type CardSpan = { start: number; end: number };

/** At most this many typed (code) lines in a card, unless no cut point allows fewer. */
export const CARD_MAX_LINES = 12;
/** At least this many typed lines in a card, unless the topic has fewer. */
export const CARD_MIN_LINES = 3;

const indentOf = (line: string) => line.search(/\S/);
const isBlank = (line: string) => indentOf(line) < 0;

// A line that ends or continues the statement above (a closing bracket, `else`, `end`, a
// Haskell guard) is no place to start a card, at any indentation.
// (`case class`, Kotlin's `when (x)` and Swift's `do {` start statements.) C++'s access
// specifiers (`private:`), often at the class's own indentation, go on with the class.
const CONTINUES =
  /^(?:[)\]}|.,=+\-*&:?>]|(?:end|else|elif|elsif|except|catch|finally|rescue|ensure|then|in|of|where|deriving|default)\b|case\b(?! (?:class|object)\b)|when\b(?! *[({])|do\b(?! *\{)|(?:public|protected|private) *:(?!:))/;
// A line ending so (an open bracket, an operator, a comma) goes on below.
const OPEN_END = /(?:[([{,=+\-&|\\.:]|=>|->)$/;
// An annotation or attribute (`@Override`, `#[derive]`, `[Fact]`) belongs to the line below.
const ANNOTATION = /^(?:@|#\[|\[)/;

/**
 * Whether each line is typed: it holds code before any comment. Comment lines and blank
 * lines are not typed (comments are given by default: utils/drill/recallCues.ts), so a card is
 * measured by its code.
 */
export function typedLines(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
): boolean[] {
  return lines.map((line, row) => {
    const first = indentOf(line);
    return first >= 0 && commentTailStart(line, classes[row] ?? []) > first;
  });
}

/**
 * Splits a topic into cards, one pure function of its lines (and which are typed), so the
 * same text always gives the same cards:
 * 1. paragraphs: a cut at each blank line whose next line is at the topic's outermost
 *    indentation, so no card starts inside a block;
 * 2. a paragraph of fewer than `CARD_MIN_LINES` typed lines joins the next (the last joins
 *    the one before);
 * 3. a part over `CARD_MAX_LINES` typed lines is cut again at a line back at its own
 *    indentation (the outermost), each side keeping at least `CARD_MIN_LINES`; a part with no such line
 *    stays whole.
 * A topic of up to `CARD_MAX_LINES` typed lines is one card.
 */
export function splitCards(lines: readonly string[], typed: readonly boolean[]): CardSpan[] {
  const rows = lines.flatMap((line, row) => (isBlank(line) ? [] : [row]));
  // A topic with no code is still one (empty) card.
  if (rows.length === 0) return [{ start: 0, end: lines.length }];
  const whole = { start: rows[0]!, end: rows.at(-1)! + 1 };
  const count = prefixCounts(typed);
  const typedIn = ({ start, end }: CardSpan) => count[end]! - count[start]!;
  if (typedIn(whole) <= CARD_MAX_LINES) return [whole];

  const starts = cardStarts(lines, typed);

  const outer = Math.min(...rows.map((row) => indentOf(lines[row]!)));
  const cuts = rows.filter(
    (row) =>
      row > whole.start &&
      isBlank(lines[row - 1]!) &&
      indentOf(lines[row]!) === outer &&
      starts[row],
  );
  const paragraphs = spansBetween(whole, cuts, lines);
  const joined = joinShort(paragraphs, typedIn);
  return joined.flatMap((span) => {
    if (typedIn(span) <= CARD_MAX_LINES) return [span];
    // A part's own indentation is the topic's outermost (every cut above is there), even
    // for a topic whose first line is indented deeper than the rest.
    const inner = rows.filter(
      (row) => row > span.start && row < span.end && indentOf(lines[row]!) === outer && starts[row],
    );
    return cutLong(span, inner, typedIn, lines);
  });
}

/**
 * Whether a card may start at each line: a line that opens a statement, not one that ends or
 * continues the line above (a closing bracket, `else`, a line after an open bracket or an
 * operator, after an annotation), and not code under its comment (the card starts at the
 * comment).
 */
export function cardStarts(lines: readonly string[], typed: readonly boolean[]): boolean[] {
  return lines.map((line, row) => {
    if (isBlank(line)) return false;
    // A comment line may open a card; code that continues the line above may not.
    if (typed[row] && CONTINUES.test(line.trim())) return false;
    let above = row - 1;
    while (above >= 0 && isBlank(lines[above]!)) above -= 1;
    if (above < 0) return true;
    const previous = lines[above]!.trim();
    // A comment right above a line is its heading: the card starts at the comment.
    if (!typed[above] && above === row - 1) return false;
    return !ANNOTATION.test(previous) && !(typed[above] && OPEN_END.test(previous));
  });
}

/** count[i]: how many of the first i lines are typed. */
function prefixCounts(typed: readonly boolean[]): number[] {
  const count = [0];
  typed.forEach((isTyped, row) => count.push(count[row]! + (isTyped ? 1 : 0)));
  return count;
}

/** The span from `start` to just after the last non-blank line before `end`. */
function trimmed(start: number, end: number, lines: readonly string[]): CardSpan {
  let last = end;
  while (last > start && isBlank(lines[last - 1]!)) last -= 1;
  return { start, end: last };
}

/** A span cut before each of `cuts` (rows inside it, ascending). */
function spansBetween(span: CardSpan, cuts: readonly number[], lines: readonly string[]) {
  const starts = [span.start, ...cuts];
  return starts.map((start, index) => trimmed(start, starts[index + 1] ?? span.end, lines));
}

/** Each part with too few typed lines joined to the next one (the last to the one before). */
function joinShort(spans: readonly CardSpan[], typedIn: (span: CardSpan) => number) {
  const joined: CardSpan[] = [];
  let pending: CardSpan | null = null;
  for (const span of spans) {
    const current: CardSpan = pending ? { start: pending.start, end: span.end } : span;
    pending = typedIn(current) < CARD_MIN_LINES ? current : null;
    if (!pending) joined.push(current);
  }
  if (pending) {
    const previous = joined.pop();
    joined.push(previous ? { start: previous.start, end: pending.end } : pending);
  }
  return joined;
}

/**
 * A long part cut at `inner` rows: each card as long as it may be up to `CARD_MAX_LINES`,
 * leaving at least `CARD_MIN_LINES` on each side; where no cut is in reach, the first that
 * leaves enough after it.
 */
function cutLong(
  span: CardSpan,
  inner: readonly number[],
  typedIn: (span: CardSpan) => number,
  lines: readonly string[],
): CardSpan[] {
  const cuts: number[] = [];
  let start = span.start;
  for (;;) {
    const rest = { start, end: span.end };
    if (typedIn(rest) <= CARD_MAX_LINES) break;
    const fits = (row: number) => {
      const before = typedIn({ start, end: row });
      return before >= CARD_MIN_LINES && typedIn({ start: row, end: span.end }) >= CARD_MIN_LINES
        ? before
        : -1;
    };
    const open = inner.filter((row) => row > start && fits(row) >= 0);
    const cut = open.findLast((row) => fits(row) <= CARD_MAX_LINES) ?? open[0];
    if (cut === undefined) break;
    cuts.push(cut);
    start = cut;
  }
  return spansBetween(span, cuts, lines);
}

/** A highlighted topic's cards: its lines split by `splitCards`, comments read off its tokens. */
export function topicCards(topic: HighlightedTopic, palette: readonly TokenStyle[]): CardSpan[] {
  const classes = topic.tokens.map((tokens) => lineClasses(tokens, palette));
  return splitCards(topic.lines, typedLines(topic.lines, classes));
}

/** One card of a topic as a topic of its own: the card's lines and their tokens. */
export function cardTopic(topic: HighlightedTopic, card: CardSpan): HighlightedTopic {
  return {
    ...topic,
    lines: topic.lines.slice(card.start, card.end),
    tokens: topic.tokens.slice(card.start, card.end),
  };
}

/**
 * The characters a card types with comments given (the default): its code, one Enter per
 * line end, no indentation. At 40 WPM (200 a minute) 200 of them take a minute.
 */
export function cardTypedChars(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
): number {
  const typedEnds = lines.map((line, row) => commentTailStart(line, classes[row] ?? []));
  return buildDrillText(lines, { typedEnds, hides: () => false }).targets.length;
}

/** Each card's lines, in order: what a drill of each card shows (tests type them). */
export const topicCardLines = (topic: HighlightedTopic, palette: readonly TokenStyle[]) =>
  topicCards(topic, palette).map((card) => topic.lines.slice(card.start, card.end));
