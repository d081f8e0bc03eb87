// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOOKUP,
  activeOf,
  isPending,
  listLanguage,
  lookupReducer,
  optionsOf,
  statusOf,
  type LookupAction,
  type LookupState,
} from '@/utils/lookup/reducer';
import { createLookupStore } from '@/utils/lookup/store';
import type { TopicMatch } from '@/utils/lookup/search';
import type { SearchRequest } from '@/utils/lookup/searchMessages';

const match = (language: string, key: string): TopicMatch => ({
  language,
  key,
  title: key,
  titleParts: [{ text: key, marked: false }],
});
const topics = [match('go', 'loops'), match('go', 'maps'), match('go', 'slices')];
const rust = [match('rust', 'closures'), match('rust', 'traits')];

const typed = (text: string): LookupAction => ({ type: 'typed', text, language: 'go' });
const answered = (id: number, matches: TopicMatch[] | null): LookupAction => ({
  type: 'answered',
  answer: { id, matches },
});
const run = (...actions: LookupAction[]): LookupState =>
  actions.reduce(lookupReducer, INITIAL_LOOKUP);

describe('lookupReducer', () => {
  it('lists the topics with nothing typed, the shown topic active', () => {
    const state = run();
    expect(optionsOf(state, topics)).toBe(topics);
    expect(activeOf(state, topics, 2)).toBe(2);
    expect(statusOf(state, topics)).toBe('listed');
  });

  it('numbers each query and keeps only the answer to the latest', () => {
    const state = run(typed('r'), typed('ru'), answered(1, [match('ruby', 'blocks')]));
    expect(state.asked).toBe(2);
    expect(isPending(state)).toBe(true);
    // Before any answer the index is loading: nothing is listed.
    expect(statusOf(state, topics)).toBe('loading');
    expect(optionsOf(state, topics)).toEqual([]);
    const answeredState = lookupReducer(state, answered(2, rust));
    expect(optionsOf(answeredState, topics)).toBe(rust);
    expect(isPending(answeredState)).toBe(false);
  });

  it('keeps what is listed while the next key is answered', () => {
    const state = run(typed('r'), answered(1, rust), typed('ru'));
    expect(isPending(state)).toBe(true);
    expect(optionsOf(state, topics)).toBe(rust);
  });

  it('lists the topics, not the search before, until a new search is answered', () => {
    const state = run(typed('r'), answered(1, rust), typed(''), typed('g'));
    expect(state.searchStart).toBe(2);
    expect(optionsOf(state, topics)).toBe(topics);
    expect(optionsOf(lookupReducer(state, answered(2, [])), topics)).toEqual([]);
    expect(statusOf(lookupReducer(state, answered(2, [])), topics)).toBe('empty');
  });

  it('says the index failed, and lists again on the next answer', () => {
    const failed = run(typed('r'), answered(1, null));
    expect(statusOf(failed, topics)).toBe('failed');
    expect(optionsOf(failed, topics)).toEqual([]);
    expect(
      statusOf(run(typed('r'), answered(1, null), typed('ru'), answered(2, rust)), topics),
    ).toBe('listed');
  });

  it('moves the active option around the list and shows it', () => {
    const state = run(typed('r'), answered(1, rust));
    const down = lookupReducer(state, { type: 'move', by: 1, topics, shownTopic: 0 });
    expect(down.active).toBe(1);
    expect(down.show).toEqual({ language: 'rust', key: 'traits' });
    const wrapped = lookupReducer(down, { type: 'move', by: 1, topics, shownTopic: 0 });
    expect(wrapped.active).toBe(0);
    // With nothing typed the move starts from the shown topic.
    const fromShown = lookupReducer(INITIAL_LOOKUP, {
      type: 'move',
      by: -1,
      topics,
      shownTopic: 0,
    });
    expect(fromShown.show).toEqual({ language: 'go', key: 'slices' });
  });

  it('shows the first match on arrival when Enter came before the answer', () => {
    const waiting = run(typed('rust clo'), { type: 'choose', index: 0, topics });
    expect(waiting.showOnAnswer).toBe(true);
    expect(waiting.show).toBeNull();
    const shown = lookupReducer(waiting, answered(1, rust));
    expect(shown.show).toEqual({ language: 'rust', key: 'closures' });
    // Shown once: the next action clears it.
    expect(lookupReducer(shown, typed('rust clos')).show).toBeNull();
  });

  it('forgets a waiting Enter when the query changes', () => {
    const state = run(typed('r'), { type: 'choose', index: 0, topics }, typed('ru'));
    expect(lookupReducer(state, answered(2, rust)).show).toBeNull();
  });

  it('shows the active option of the latest answer once it settles, and nothing before', () => {
    const settled: LookupAction = { type: 'settled' };
    expect(run(typed('rust clo'), settled).show).toBeNull();
    expect(run(typed('rust clo'), answered(1, rust), settled).show).toEqual({
      language: 'rust',
      key: 'closures',
    });
    const moved = run(typed('rust'), answered(1, rust), {
      type: 'move',
      by: 1,
      topics,
      shownTopic: 0,
    });
    expect(lookupReducer(moved, settled).show).toEqual({ language: 'rust', key: 'traits' });
    // A key typed since: its query waits, so the older answer is not shown.
    expect(run(typed('r'), answered(1, rust), typed('ru'), settled).show).toBeNull();
    expect(run(typed('q'), answered(1, []), settled).show).toBeNull();
    expect(run(typed('r'), answered(1, rust), typed(''), settled).show).toBeNull();
  });

  it('keeps the language a search began in until the box is emptied', () => {
    const inRust = (text: string): LookupAction => ({ type: 'typed', text, language: 'rust' });
    const state = run(typed('clo'), answered(1, rust), inRust('clos'));
    expect(state.searchLanguage).toBe('go');
    expect(listLanguage(state, 'rust')).toBe('go');
    const next = run(typed('clo'), typed(''), inRust('clos'));
    expect(next.searchLanguage).toBe('rust');
    expect(listLanguage(lookupReducer(next, typed('')), 'python')).toBe('python');
  });

  it('leaves the state as it was for an action that changes nothing', () => {
    const state = run(typed('r'), answered(1, rust));
    expect(lookupReducer(state, answered(0, topics))).toBe(state);
    expect(lookupReducer(INITIAL_LOOKUP, typed('  '))).toBe(INITIAL_LOOKUP);
    expect(lookupReducer(state, { type: 'choose', index: 9, topics })).toBe(state);
  });
});

describe('createLookupStore', () => {
  it('asks each numbered query with the language its search began in, and tells its subscribers', () => {
    const asked: SearchRequest[] = [];
    const store = createLookupStore((request) => asked.push(request));
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.dispatch(typed('clo'));
    store.dispatch(typed(''));
    store.dispatch(answered(9, rust));
    unsubscribe();
    store.dispatch(typed('x'));
    // The language shown has moved (a preview), but the search keeps the one it began in.
    store.dispatch({ type: 'typed', text: 'xy', language: 'rust' });
    expect(asked).toEqual([
      { id: 1, query: 'clo', currentLanguage: 'go' },
      { id: 2, query: 'x', currentLanguage: 'go' },
      { id: 3, query: 'xy', currentLanguage: 'go' },
    ]);
    expect(calls).toBe(2);
  });
});
