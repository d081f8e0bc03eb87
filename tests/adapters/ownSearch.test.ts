// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { followOwnSnippets } from '@/adapters/ownSearch';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { LANGUAGES } from '@/data/languages';
import { createSearchIndex, createSearcher } from '@/utils/lookup/search';
import { snippet } from '../utils/snippets/stored';

// The search worker and the omnibox (the background) put the own snippets in the index this
// way: read once, and again whenever a page changes them.

const builtIn = createSearchIndex([
  { id: 'python/0', language: 'python', key: 'loops', title: 'Loops', code: 'for x in xs:' },
]);
const context = { languages: LANGUAGES, currentLanguage: 'python' };

describe('followOwnSnippets', () => {
  it('adds the live snippets, then follows other pages’ edits and deletions', async () => {
    const searcher = createSearcher(JSON.stringify(builtIn));
    const upsert = snippet({ title: 'Upsert rows', key: 'my-upsert-rows' });
    const store = createMemorySnippetStore([upsert]);
    await followOwnSnippets(searcher, store);
    expect(searcher.search('upsert', context)).toMatchObject([
      { key: 'my-upsert-rows', mine: true },
    ]);

    store.putFromOtherPage([{ ...upsert, deletedAt: '2026-11-25T10:00:00.000Z' }]);
    await vi.waitFor(() => expect(searcher.search('upsert', context)).toEqual([]));
    expect(searcher.search('loops', context)).toHaveLength(1);
  });

  it('warns once and keeps the built-in topics when the snippets cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const searcher = createSearcher(JSON.stringify(builtIn));
    const store = createMemorySnippetStore();
    store.fail('IndexedDB is gone');
    await followOwnSnippets(searcher, store);
    expect(warn).toHaveBeenCalledOnce();
    expect(searcher.search('loops', context)).toHaveLength(1);
    warn.mockRestore();
  });

  it('leaves the warning to its caller when given one: the popup warns once, not twice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unread = vi.fn();
    const store = createMemorySnippetStore();
    store.fail('IndexedDB is gone');
    await followOwnSnippets(createSearcher(JSON.stringify(builtIn)), store, unread);
    expect(unread).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
