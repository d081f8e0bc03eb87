import { describe, expect, it } from 'vitest';
import { keyInput } from '../../keyInput';
import { drillKey } from '@/utils/drill/keys';

const key = keyInput;

describe('drillKey', () => {
  it.each([
    [
      'a letter types it',
      key({ key: 'a', code: 'KeyA' }),
      { action: { type: 'type', char: 'a', time: 1 } },
    ],
    [
      'Space types a space',
      key({ key: ' ', code: 'Space' }),
      { action: { type: 'type', char: ' ', time: 1 } },
    ],
    [
      'Enter types a line end',
      key({ key: 'Enter' }),
      { action: { type: 'type', char: '\n', time: 1 } },
    ],
    [
      'Backspace deletes one',
      key({ key: 'Backspace' }),
      { action: { type: 'backspace', word: false, time: 1 } },
    ],
    [
      'Ctrl+Backspace deletes a word',
      key({ key: 'Backspace', ctrlKey: true }),
      { action: { type: 'backspace', word: true, time: 1 } },
    ],
    [
      'Alt+Backspace deletes a word',
      key({ key: 'Backspace', altKey: true }),
      { action: { type: 'backspace', word: true, time: 1 } },
    ],
    ['Tab stays on the surface', key({ key: 'Tab', code: 'Tab' }), { swallow: true }],
    ['Esc leaves the surface', key({ key: 'Escape' }), { command: 'leave' }],
    ['Alt+R restarts', key({ key: 'r', code: 'KeyR', altKey: true }), { command: 'restart' }],
    [
      'Alt+N on any layout goes next',
      key({ key: '~', code: 'KeyN', altKey: true }),
      { command: 'next' },
    ],
    ['Alt+P goes back', key({ key: 'p', code: 'KeyP', altKey: true }), { command: 'previous' }],
    [
      'Alt+L opens the topics',
      key({ key: 'l', code: 'KeyL', altKey: true }),
      { command: 'topics' },
    ],
    ['Alt+I asks a hint', key({ key: 'i', code: 'KeyI', altKey: true }), { command: 'hint' }],
    ['Ctrl+T is left to the browser', key({ key: 't', code: 'KeyT', ctrlKey: true }), null],
    ['Cmd+W is left to the browser', key({ key: 'w', code: 'KeyW', metaKey: true }), null],
    ['Alt+F is left to the browser menu', key({ key: 'f', code: 'KeyF', altKey: true }), null],
    [
      'an emoji with a skin tone types it whole',
      key({ key: '👍🏽' }),
      { action: { type: 'type', char: '👍🏽', time: 1 } },
    ],
    [
      'an emoji joined by a zero-width joiner types it whole',
      key({ key: '👩‍💻' }),
      { action: { type: 'type', char: '👩‍💻', time: 1 } },
    ],
    ['a named key is no character', key({ key: 'Unidentified' }), null],
    ['Shift alone is nothing', key({ key: 'Shift' }), null],
    ['an arrow is nothing', key({ key: 'ArrowLeft' }), null],
  ])('%s', (_rule, input, expected) => {
    expect(drillKey(input, 1)).toEqual(expected);
  });
});
