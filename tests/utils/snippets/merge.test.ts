import { describe, expect, it } from 'vitest';
import { mergeSnippets } from '@/utils/snippets/merge';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { snippet } from './stored';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const mine = snippet({ key: 'my-add', updatedAt: at(10) });
const newer = { ...mine, title: 'Add, edited elsewhere', updatedAt: at(12) };
const older = { ...mine, title: 'Add, as it was', updatedAt: at(8) };
const tied = { ...mine, title: 'Add, same time', updatedAt: at(10) };
const tiedBefore = { ...mine, title: 'Add, at the same time', updatedAt: at(10) };
const deletedLater = { ...mine, deletedAt: at(11), updatedAt: at(11) };
const fresh = snippet({ key: 'my-other' });
// Saved apart in two browsers under one title: another id, the same language and key.
const twinLater = snippet({ key: 'my-add', title: 'Add (other browser)', updatedAt: at(11) });
const twinEarlier = { ...twinLater, updatedAt: at(9) };

describe('mergeSnippets', () => {
  it.each<[string, OwnSnippet[], OwnSnippet[], OwnSnippet[], number, number, number?]>([
    ['a new snippet is added', [mine], [fresh], [fresh], 1, 0],
    ['a later edit of one id wins', [mine], [newer], [newer], 0, 1],
    ['an earlier one of that id loses', [mine], [older], [], 0, 0],
    ['the same version stays as it is', [mine], [{ ...mine }], [], 0, 0],
    // Two edits in one millisecond: every device keeps the one whose content sorts later.
    ['at the same time, the later content wins', [tied], [tiedBefore], [], 0, 0],
    ['and wins as the incoming one too', [tiedBefore], [tied], [tied], 0, 1],
    ['a later deletion travels', [mine], [deletedLater], [deletedLater], 0, 1],
    ['a restore after a deletion travels', [deletedLater], [newer], [newer], 0, 1],
    [
      // Issue 41 item 5: the local one stays in the store, marked deleted, and is counted.
      'a later snippet of the same topic replaces the local one, which is kept deleted',
      [mine],
      [twinLater],
      [{ ...mine, updatedAt: at(11), deletedAt: at(11) }, twinLater],
      1,
      0,
      1,
    ],
    ['an earlier snippet of the same topic is dropped', [mine], [twinEarlier], [], 0, 0],
    ['a deleted snippet holds no topic', [deletedLater], [twinLater], [twinLater], 1, 0],
    ['into an empty store, all are added', [], [mine, fresh], [mine, fresh], 2, 0],
    ['of two incoming of one topic, the later stays', [], [twinEarlier, mine], [mine], 1, 0],
  ])('%s', (_what, local, incoming, put, added, updated, replaced = 0) => {
    expect(mergeSnippets(local, incoming)).toEqual({ put, added, updated, replaced });
  });

  it('keeps the same one of two snippets saved alike in one millisecond on every device', () => {
    // Two browsers saved the same title and code at once: neither version is later.
    const twin = snippet({ key: 'my-add', title: mine.title, updatedAt: at(10) });
    const [low, high] = [mine, twin].sort((a, b) => a.id.localeCompare(b.id));
    const retired = { ...low!, deletedAt: at(10) };
    expect(mergeSnippets([low!], [high!]).put).toEqual([retired, high]);
    expect(mergeSnippets([high!], [low!]).put).toEqual([]);
  });

  it('changes nothing when the same file is imported again', () => {
    const local = [mine, fresh];
    const file = [newer, twinLater, snippet({ key: 'my-third' })];
    const first = mergeSnippets(local, file);
    const written = new Set(first.put.map((held) => held.id));
    const afterwards = [...local.filter((held) => !written.has(held.id)), ...first.put];
    expect(first.put).toHaveLength(2);
    expect(mergeSnippets(afterwards, file)).toEqual({ put: [], added: 0, updated: 0, replaced: 0 });
  });
});
