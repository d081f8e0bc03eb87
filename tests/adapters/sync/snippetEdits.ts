import fc from 'fast-check';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { snippet } from '@/tests/utils/snippets/stored';
import type { Replica } from './replicas';

/**
 * A snippet edit on one device: a new snippet under one of three titles (two devices
 * saving one title make two snippets of one topic), or an edit or a deletion of the
 * `pick`-th of its live snippets.
 */
export const snippetEdit = (devices: number) =>
  fc.record({
    kind: fc.constant('snippet' as const),
    device: fc.nat(devices - 1),
    edit: fc.constantFrom('save' as const, 'edit' as const, 'delete' as const),
    pick: fc.nat(5),
    gap: fc.nat(120_000),
  });

export type SnippetEdit = ReturnType<typeof snippetEdit> extends fc.Arbitrary<infer T> ? T : never;

/** A new key for `title` on this device: keys are never reused, deleted ones included. */
function keyFor(held: readonly OwnSnippet[], title: number) {
  const taken = new Set(held.map((kept) => kept.key));
  let key = `my-title-${title}`;
  for (let count = 2; taken.has(key); count++) key = `my-title-${title}-${count}`;
  return key;
}

/** Makes the edit on the device's store as the snippets page does, then writes to sync. */
export async function applySnippetEdit(device: Replica, step: SnippetEdit, now: number) {
  const at = new Date(now).toISOString();
  const held = await device.snippets.list();
  const live = held.filter((kept) => kept.deletedAt === undefined);
  const target = live[step.pick % Math.max(1, live.length)];
  if (step.edit === 'save' || !target) {
    const title = step.pick % 3;
    const key = keyFor(held, title);
    await device.snippets.put([
      snippet({ key, title: `Title ${title}`, createdAt: at, updatedAt: at }),
    ]);
  } else if (step.edit === 'edit') {
    const lines = [...target.lines.slice(0, 1), `\treturn a + b + ${step.gap}`];
    const tokens = lines.map((line) => [[line, 1] as [string, number]]);
    await device.snippets.put([{ ...target, lines, tokens, updatedAt: at }]);
  } else {
    await device.snippets.put([{ ...target, updatedAt: at, deletedAt: at }]);
  }
  await device.sync.written();
}
