// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import type { LanguageKey } from '@/data/languages';
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

/**
 * The most topics each set may have with a card over 12 typed lines (a class, a module or a
 * function with no cut point): the counts when this ceiling was set. Lower a number when a
 * set gets better; never raise it. `npm run content:report -- <key>` lists the topics.
 */
const LONG_CARD_TOPICS: Record<LanguageKey, number> = {
  javascript: 0,
  typescript: 0,
  react: 0,
  'react-typescript': 15,
  python: 0,
  go: 0,
  java: 0,
  csharp: 0,
  rust: 0,
  cpp: 0,
  kotlin: 0,
  swift: 0,
  php: 0,
  ruby: 0,
  scala: 0,
  haskell: 0,
};

describe('cards of every built-in topic', () => {
  it(
    'start outermost, hold 3 to 12 typed lines unless they cannot, a median under a minute',
    { timeout: ALL_SETS_TIMEOUT_MS },
    async () => {
      const chars: number[] = [];
      let cards = 0;
      const longTopics = new Map<LanguageKey, Set<string>>();
      for (const language of SET_LANGUAGE_KEYS) {
        const set = await loadTopicSet(language);
        longTopics.set(language, new Set());
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
            if (count(span) > CARD_MAX_LINES) {
              longTopics.get(language)!.add(topic.key);
              // Over 12 only where no line inside could start a card leaving 3 on each side.
              for (let row = span.start + 1; row < span.end; row += 1) {
                const splits =
                  starts[row] &&
                  indentOf(topic.lines[row]!) === outer &&
                  count({ start: span.start, end: row }) >= CARD_MIN_LINES &&
                  count({ start: row, end: span.end }) >= CARD_MIN_LINES;
                expect(splits, `${at} at line ${row + 1}`).toBe(false);
              }
            }
            const { start, end } = span;
            chars.push(cardTypedChars(topic.lines.slice(start, end), classes.slice(start, end)));
          });
          cards += spans.length;
        }
      }
      for (const [language, topics] of longTopics) {
        expect(topics.size, `${language}: ${[...topics].join(', ')}`).toBeLessThanOrEqual(
          LONG_CARD_TOPICS[language],
        );
      }
      chars.sort((a, b) => a - b);
      const median = chars[Math.floor(chars.length / 2)]!;
      expect(cards).toBeGreaterThan(1_000);
      expect((median / CHARS_PER_MINUTE_AT_40_WPM) * 60).toBeLessThanOrEqual(60);
    },
  );
});
