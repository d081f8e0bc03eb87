import { describe, expect, it } from 'vitest';
import { keyInput } from '../../keyInput';
import { lookupKey } from '@/utils/lookup/keys';

const key = keyInput;

describe('lookupKey', () => {
  it.each([
    ['ArrowDown moves down', key({ key: 'ArrowDown' }), false, 'down'],
    ['ArrowUp moves up', key({ key: 'ArrowUp' }), false, 'up'],
    ['Enter shows the active group', key({ key: 'Enter' }), false, 'show'],
    ['Esc clears or closes', key({ key: 'Escape' }), false, 'escape'],
    ['Alt+C copies', key({ key: 'c', code: 'KeyC', altKey: true }), false, 'copy'],
    ['Alt+C copies on another layout', key({ key: 'ç', code: 'KeyC', altKey: true }), true, 'copy'],
    ['Alt+P sends to practise', key({ key: 'π', code: 'KeyP', altKey: true }), true, 'practise'],
    ['Left steps back in an empty box', key({ key: 'ArrowLeft' }), true, 'previous'],
    ['Right steps on in an empty box', key({ key: 'ArrowRight' }), true, 'next'],
    ['Left moves the text cursor in a filled box', key({ key: 'ArrowLeft' }), false, null],
    ['Ctrl+C is left to the browser', key({ key: 'c', code: 'KeyC', ctrlKey: true }), false, null],
    ['a letter is typed', key({ key: 'a', code: 'KeyA' }), true, null],
  ])('%s', (_rule, input, queryEmpty, expected) => {
    expect(lookupKey(input, queryEmpty)).toBe(expected);
  });
});
