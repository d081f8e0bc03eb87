import { describe, expect, it } from 'vitest';
import { caretRow, charState, lineView } from '@/utils/practiceLines';
import { createTypingState, typingReducer, type TypingState } from '@/utils/typing';
import { buildTypingText } from '@/utils/typingTargets';

const lines = ['if (ok) {', '', '  go();', '}'];
const text = buildTypingText(lines);

/** The drill after typing these keys ('\n' is Enter). */
function typed(keys: string, recall = false): TypingState {
  let state = createTypingState(text.targets);
  for (const char of keys) state = typingReducer(state, { type: 'type', char, time: 0 });
  if (recall) state = typingReducer(state, { type: 'hint', time: 0 });
  return state;
}

const states = (row: number, state: TypingState, recall = false) => {
  const view = lineView(text, state, row);
  return Array.from({ length: lines[row]!.length }, (_, column) => charState(view, recall, column));
};

describe('lineView', () => {
  it('puts the caret on the first line before anything is typed', () => {
    expect(lineView(text, typed(''), 0)).toMatchObject({ caret: 0, marks: '', length: 10 });
    expect(lineView(text, typed(''), 2).caret).toBe(-1);
  });

  it('marks a wrong key where it was typed and moves the caret on', () => {
    const view = lineView(text, typed('x'), 0);
    expect(view).toMatchObject({ marks: 'e', caret: 1 });
    expect(states(0, typed('x'))[0]).toBe('error');
    expect(states(0, typed('x'))[1]).toBe('pending');
  });

  it('skips indentation: the caret starts after it on an indented line', () => {
    const view = lineView(text, typed('if (ok) {\n'), 2);
    expect(view).toMatchObject({ indent: 2, caret: 0, marks: '' });
    expect(states(2, typed('if (ok) {\n')).slice(0, 3)).toEqual(['pending', 'pending', 'pending']);
  });

  it('marks a wrong Enter as an error of the line end', () => {
    const view = lineView(text, typed('if (ok) {x'), 0);
    expect(view.endsWithEnter).toBe(true);
    expect(view.marks.at(-1)).toBe('e');
  });

  it('keeps the caret at the end of the last line once all is typed', () => {
    const done = typed('if (ok) {\ngo();\n}');
    expect(caretRow(text, done)).toBe(3);
    expect(lineView(text, done, 3).caret).toBe(1);
  });
});

describe('charState in recall mode', () => {
  it('hides what is not typed and shows a revealed word', () => {
    expect(states(0, typed('', true), true).slice(0, 3)).toEqual([
      'revealed',
      'revealed',
      'hidden',
    ]);
    expect(states(2, typed('', true), true)[3]).toBe('hidden');
  });
});
