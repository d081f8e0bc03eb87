import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_MAX_LINES,
  CARD_MIN_LINES,
  cardStarts,
  splitCards,
  type CardSpan,
} from '@/utils/drill/cards';

const allTyped = (lines: readonly string[]) => lines.map((line) => line.trim() !== '');
const cardsOf = (lines: readonly string[], typed = allTyped(lines)) => splitCards(lines, typed);
const typedIn = (typed: readonly boolean[], { start, end }: CardSpan) =>
  typed.slice(start, end).filter(Boolean).length;

/** `count` statements at the outermost indentation, each `body` lines long inside braces. */
const block = (name: string, body: number) => [
  `function ${name}() {`,
  ...Array.from({ length: body }, (_, line) => `  step${line}();`),
  '}',
];

describe('splitCards', () => {
  it('keeps a topic of up to 12 typed lines as one card, blank lines and all', () => {
    const lines = [...block('a', 3), '', ...block('b', 3), '', 'a();', 'b();'];
    expect(cardsOf(lines)).toEqual([{ start: 0, end: lines.length }]);
  });

  it('cuts at blank lines before outermost lines, one paragraph a card', () => {
    const lines = [...block('a', 5), '', ...block('b', 5), '', ...block('c', 5)];
    expect(cardsOf(lines)).toEqual([
      { start: 0, end: 7 },
      { start: 8, end: 15 },
      { start: 16, end: 23 },
    ]);
  });

  it('never cuts at a blank line inside a block', () => {
    const methods = ['  a() {}', '  b() {}', '  c() {}', '  d() {}'];
    const inner = ['class A {', ...methods, '', ...methods, '}'];
    const lines = [...inner, '', ...inner];
    // The blank line in each class is indented deeper than the topic: no cut there.
    expect(cardsOf(lines)).toEqual([
      { start: 0, end: 11 },
      { start: 12, end: 23 },
    ]);
  });

  it('joins a paragraph under 3 typed lines to the next, the last to the one before', () => {
    const lines = ['import a;', '', ...block('a', 8), '', ...block('b', 8), '', 'a();'];
    expect(cardsOf(lines)).toEqual([
      { start: 0, end: 12 },
      { start: 13, end: 25 },
    ]);
  });

  it('counts code lines, not comment lines', () => {
    const lines = ['// one', '// two', 'a();', 'b();', '', '// three', 'c();', 'd();', 'e();'];
    const typed = lines.map((line) => line.trim() !== '' && !line.startsWith('//'));
    const long = [...lines, '', ...lines, '', ...lines];
    const longTyped = [...typed, false, ...typed, false, ...typed];
    // 15 typed lines in 6 paragraphs of 2 and 3: the 2s join the 3s after them.
    expect(cardsOf(long, longTyped).map((card) => typedIn(longTyped, card))).toEqual([5, 5, 5]);
  });

  it('cuts a long paragraph at a line back at its own indentation', () => {
    const lines = Array.from({ length: 30 }, (_, line) => `let x${line} = ${line};`);
    const cards = cardsOf(lines);
    expect(cards.map((card) => typedIn(allTyped(lines), card))).toEqual([12, 12, 6]);
  });

  it('starts no card at a closer, a continued line or code under its comment', () => {
    const lines = [
      ...['a(', 'b)', '}', '} else {', '  x();', '}'],
      ...['// why', 'c();', '@Test', 'void d();', 'e();'],
    ];
    const typed = lines.map((line) => !line.startsWith('//'));
    expect(cardStarts(lines, typed)).toEqual([
      ...[true, false, false, false, false, false],
      ...[true, false, true, false, true],
    ]);
  });

  it('starts no card at a C++ access specifier, which goes on with the class above', () => {
    const lines = ['class Stack {', '  int size = 0;', '', 'public:', '  void push();', '};'];
    expect(cardStarts(lines, allTyped(lines))[3]).toBe(false);
    // A qualified name is a statement of its own.
    expect(cardStarts(['x();', '', 'private::f();'], allTyped(['', '', '']))[2]).toBe(true);
  });

  it('keeps a block it cannot cut whole, however long', () => {
    const lines = block('long', 20);
    expect(cardsOf(lines)).toEqual([{ start: 0, end: 22 }]);
  });
});

/** Code of outermost statements and indented blocks, with blank lines and comments. */
const codeLines = fc
  .array(
    fc.oneof(
      fc.constantFrom('a();', 'let b = 1;', '// note', ''),
      fc.integer({ min: 1, max: 16 }).map((body) => block('f', body).join('\n')),
      fc.constantFrom('  inner();', '  ', '    deeper();'),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join('\n').split('\n'));

describe('splitCards, any code', () => {
  const typedOf = (lines: readonly string[]) =>
    lines.map((line) => line.trim() !== '' && !line.trim().startsWith('//'));

  it('gives its cards in order, each from a non-blank line to one, covering every line', () => {
    fc.assert(
      fc.property(codeLines, (lines) => {
        const cards = cardsOf(lines, typedOf(lines));
        expect(cards.length).toBeGreaterThan(0);
        const covered = cards.flatMap((card) => lines.slice(card.start, card.end));
        cards.forEach((card, index) => {
          const gap = lines.slice(cards[index - 1]?.end ?? 0, card.start);
          expect(gap.every((line) => line.trim() === '') || index === 0).toBe(true);
          if (cards.length > 1) {
            expect(lines[card.start]!.trim()).not.toBe('');
            expect(lines[card.end - 1]!.trim()).not.toBe('');
          }
        });
        const nonBlank = lines.filter((line) => line.trim() !== '');
        expect(covered.filter((line) => line.trim() !== '')).toEqual(nonBlank);
      }),
    );
  });

  it('is one card up to 12 typed lines; else each has 3 or more, and starts outermost', () => {
    fc.assert(
      fc.property(codeLines, (lines) => {
        const typed = typedOf(lines);
        const cards = cardsOf(lines, typed);
        const total = typed.filter(Boolean).length;
        if (total <= CARD_MAX_LINES) expect(cards).toHaveLength(1);
        const rows = lines.filter((line) => line.trim() !== '');
        const outer = Math.min(...rows.map((line) => line.search(/\S/)));
        cards.forEach((card, index) => {
          if (total >= CARD_MIN_LINES) {
            expect(typedIn(typed, card)).toBeGreaterThanOrEqual(CARD_MIN_LINES);
          }
          // No card starts inside a block (the first starts where the topic does).
          if (index > 0) expect(lines[card.start]!.search(/\S/)).toBe(outer);
        });
      }),
    );
  });

  it('gives the same cards for the same text', () => {
    fc.assert(
      fc.property(codeLines, (lines) => {
        expect(cardsOf([...lines], typedOf(lines))).toEqual(cardsOf(lines, typedOf(lines)));
      }),
    );
  });
});
