import { describe, expect, it } from 'vitest';
import {
  SELECTION_KEY,
  loadSelection,
  parseSelection,
  saveSelection,
  selectionFromStored,
  selectionReducer,
  toStored,
  topicIndexOf,
  type Selection,
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

  it('keeps when a choice was made, if it is a real instant', () => {
    const at = Date.parse('2026-11-01T10:00:00Z');
    expect(parseSelection(`{"language":"go","group":"maps","chosenAt":${at}}`)).toEqual({
      language: 'go',
      group: 'maps',
      chosenAt: at,
    });
    for (const bad of ['"yesterday"', '1e20', '-5', 'null', '{}']) {
      expect(parseSelection(`{"language":"go","group":"maps","chosenAt":${bad}}`)).toEqual({
        language: 'go',
        group: 'maps',
      });
    }
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

describe('topicIndexOf', () => {
  it('finds a known topic and gives 0 for an unknown or missing one', () => {
    expect(topicIndexOf(['a', 'b', 'c'], 'c')).toBe(2);
    expect(topicIndexOf(['a', 'b', 'c'], 'zzz')).toBe(0);
    expect(topicIndexOf(['a', 'b', 'c'], null)).toBe(0);
  });
});

describe('selectionFromStored', () => {
  it('opens on a stored known language and its topic', () => {
    expect(selectionFromStored({ language: 'rust', group: 'ownership' })).toEqual({
      language: 'rust',
      topic: 'ownership',
    });
  });

  it.each([
    ['nothing stored', null],
    ['an unknown language', { language: 'cobol', group: 'loops' }],
  ])('opens on JavaScript, first topic, for %s', (_what, stored) => {
    expect(selectionFromStored(stored)).toEqual({ language: 'javascript', topic: null });
  });

  it('opens a known language without a topic on its first topic', () => {
    expect(selectionFromStored({ language: 'go', group: '' })).toEqual({
      language: 'go',
      topic: null,
    });
  });
});

describe('selectionReducer', () => {
  const go: Selection = { language: 'go', topic: 'maps' };
  const topics = ['basic-variables', 'maps', 'modern-features'];

  it('resets the topic to the first when the language changes', () => {
    expect(selectionReducer(go, { type: 'language', language: 'rust' })).toEqual({
      language: 'rust',
      topic: null,
    });
  });

  it('keeps the topic when the same language is chosen again', () => {
    expect(selectionReducer(go, { type: 'language', language: 'go' })).toBe(go);
  });

  it('chooses a topic within the language', () => {
    expect(selectionReducer(go, { type: 'topic', topic: 'loops' })).toEqual({
      language: 'go',
      topic: 'loops',
    });
  });

  it('shows a topic of another language (a search result)', () => {
    expect(selectionReducer(go, { type: 'show', language: 'python', topic: 'closures' })).toEqual({
      language: 'python',
      topic: 'closures',
    });
  });

  it.each([
    [1, 'maps', 'modern-features'],
    [1, 'modern-features', 'basic-variables'],
    [-1, 'basic-variables', 'modern-features'],
    [-1, null, 'modern-features'],
    [1, 'unknown', 'maps'],
  ] as const)('steps by %i from %s to %s, wrapping around', (by, from, to) => {
    const next = selectionReducer({ language: 'go', topic: from }, { type: 'step', by, topics });
    expect(next.topic).toBe(to);
  });

  it('does not step through an empty set', () => {
    expect(selectionReducer(go, { type: 'step', by: 1, topics: [] })).toBe(go);
  });
});

describe('the card beside the selection', () => {
  it('is stored beside the topic, read back, and left out for the first card', () => {
    const storage = memoryStorage();
    saveSelection(storage, toStored({ language: 'rust', topic: 'closures', card: 2 }));
    expect(selectionFromStored(loadSelection(storage))).toEqual({
      language: 'rust',
      topic: 'closures',
      card: 2,
    });
    expect(toStored({ language: 'rust', topic: 'closures', card: 0 })).toEqual({
      language: 'rust',
      group: 'closures',
    });
  });

  it('reads anything but a positive whole number as the first card', () => {
    for (const card of ['2', -1, 1.5, null]) {
      const raw = JSON.stringify({ language: 'rust', group: 'closures', card });
      expect(parseSelection(raw)).toEqual({ language: 'rust', group: 'closures' });
    }
  });

  it('is set by a card move and dropped by any move to a topic', () => {
    const on = selectionReducer(
      { language: 'rust', topic: 'closures' },
      { type: 'card', topic: 'closures', card: 1 },
    );
    expect(on).toEqual({ language: 'rust', topic: 'closures', card: 1 });
    expect(selectionReducer(on, { type: 'topic', topic: 'traits' })).toEqual({
      language: 'rust',
      topic: 'traits',
    });
    expect(selectionReducer(on, { type: 'step', by: 1, topics: ['closures', 'traits'] })).toEqual({
      language: 'rust',
      topic: 'traits',
    });
  });
});
