// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import {
  CARD_MAX_LINES,
  CARD_MIN_LINES,
  cardStarts,
  cardTypedChars,
  topicCards,
  typedLines,
  type CardSpan,
} from '@/utils/drill/cards';
import { lineClasses } from '@/utils/highlight/tokenClasses';

/**
 * Every set's Shiki highlighting runs in the Vite server (see registry.test.ts): over two
 * minutes on a loaded machine.
 */
const ALL_SETS_TIMEOUT_MS = 300_000;

/** Characters a minute at 40 WPM (a word is five characters). */
const CHARS_PER_MINUTE_AT_40_WPM = 200;

const indentOf = (line: string) => line.search(/\S/);

describe('cards of every built-in topic', () => {
  it(
    'start outermost and hold 3 to 12 typed lines, a median under a minute',
    { timeout: ALL_SETS_TIMEOUT_MS },
    async () => {
      const chars: number[] = [];
      let cards = 0;
      for (const language of SET_LANGUAGE_KEYS) {
        const set = await loadTopicSet(language);
        for (const topic of set.topics) {
          const name = `${language}/${topic.key}`;
          const classes = topic.tokens.map((tokens) => lineClasses(tokens, set.palette));
          const typed = typedLines(topic.lines, classes);
          const count = (span: CardSpan) =>
            typed.slice(span.start, span.end).filter(Boolean).length;
          const total = count({ start: 0, end: topic.lines.length });
          const spans = topicCards(topic, set.palette);
          expect(topicCards(topic, set.palette), name).toEqual(spans);
          const rows = topic.lines.filter((line) => line.trim() !== '');
          const outer = Math.min(...rows.map(indentOf));
          const starts = cardStarts(topic.lines, typed);
          spans.forEach((span, index) => {
            const at = `${name} card ${index + 1}`;
            // No card starts inside a block, nor on a line that continues the one above.
            if (index > 0) {
              expect(indentOf(topic.lines[span.start]!), at).toBe(outer);
              expect(starts[span.start], at).toBe(true);
            }
            if (total >= CARD_MIN_LINES) expect(count(span), at).toBeGreaterThanOrEqual(3);
            expect(count(span), at).toBeLessThanOrEqual(CARD_MAX_LINES);
            const { start, end } = span;
            chars.push(cardTypedChars(topic.lines.slice(start, end), classes.slice(start, end)));
          });
          cards += spans.length;
        }
      }
      chars.sort((a, b) => a - b);
      const median = chars[Math.floor(chars.length / 2)]!;
      expect(cards).toBeGreaterThan(1_000);
      expect((median / CHARS_PER_MINUTE_AT_40_WPM) * 60).toBeLessThanOrEqual(60);
    },
  );
});
