import { describe, expect, it } from 'vitest';
import {
  SELECTION_KEY,
  groupIndexOf,
  loadSelection,
  parseSelection,
  saveSelection,
} from '@/utils/selection';
import { memoryStorage, throwingStorage } from '../storage';

describe('parseSelection', () => {
  it('reads a language key and a group key', () => {
    expect(parseSelection('{"language":"rust","group":"ownership"}')).toEqual({
      language: 'rust',
      group: 'ownership',
    });
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"language":'],
    ['an array', '["rust"]'],
    ['null', 'null'],
    ['a language that is not a string', '{"language":3,"group":"x"}'],
  ])('gives null for %s', (_what, raw) => {
    expect(parseSelection(raw)).toBeNull();
  });

  it('keeps the language when the group is missing', () => {
    expect(parseSelection('{"language":"go"}')).toEqual({ language: 'go', group: '' });
  });
});

describe('loadSelection and saveSelection', () => {
  it('round-trips through code-recall-selection', () => {
    const storage = memoryStorage();
    expect(saveSelection(storage, { language: 'go', group: 'maps' })).toBe(true);
    expect(JSON.parse(storage.getItem(SELECTION_KEY)!)).toEqual({ language: 'go', group: 'maps' });
    expect(loadSelection(storage)).toEqual({ language: 'go', group: 'maps' });
  });

  it('treats storage that throws as no selection, never an error', () => {
    expect(loadSelection(throwingStorage())).toBeNull();
    expect(saveSelection(throwingStorage(), { language: 'go', group: 'maps' })).toBe(false);
  });
});

describe('groupIndexOf', () => {
  it('finds a known group and gives 0 for an unknown one', () => {
    expect(groupIndexOf(['a', 'b', 'c'], 'c')).toBe(2);
    expect(groupIndexOf(['a', 'b', 'c'], 'zzz')).toBe(0);
  });
});
