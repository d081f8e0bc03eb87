import { describe, expect, it, vi } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { snippet } from '../utils/snippets/stored';

/** A page's snippet store over a memory store whose reads are counted. */
function pageOver(initial = [snippet({ title: 'First' })]) {
  const stored = createMemorySnippetStore(initial);
  const reads = vi.spyOn(stored, 'list');
  const { snippets } = engineWith(createMemoryStore(), undefined, stored);
  return { stored, reads, snippets };
}

describe("a page's snippets", () => {
  it('are read once for every reader until something writes them', async () => {
    const { reads, snippets } = pageOver();
    const [first, second] = await Promise.all([snippets.list(), snippets.list()]);
    expect(await snippets.list()).toEqual(first);
    expect(second).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(1);
    // Each reader gets a list of its own: sorting one changes no other's.
    expect(second).not.toBe(first);
  });

  it("are read again after this page's write and after another page's", async () => {
    const { stored, reads, snippets } = pageOver();
    await snippets.list();
    await snippets.put([snippet({ title: 'Second', createdAt: '2026-11-21T10:00:00Z' })]);
    expect((await snippets.list()).map(({ title }) => title)).toEqual(['First', 'Second']);
    stored.putFromOtherPage([snippet({ title: 'Third', createdAt: '2026-11-22T10:00:00Z' })]);
    expect((await snippets.list()).map(({ title }) => title)).toEqual(['First', 'Second', 'Third']);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('keep no failed read: the next reader tries the store again', async () => {
    const { stored, reads, snippets } = pageOver();
    stored.fail('the database is closed');
    await expect(snippets.list()).rejects.toThrow('the database is closed');
    stored.fail(null);
    expect(await snippets.list()).toHaveLength(1);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
