import fc from 'fast-check';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';

/**
 * Whatever another device (or a script, or a damaged profile) can put in `storage.sync`:
 * key names near and far from the shapes this version writes, and values that are any
 * JSON, or near-valid metas, settings, shares and snippets with times and figures anywhere.
 */
const deviceId = fc.oneof(
  fc.constantFrom('evilevil', 'abcd1234', 'dotty.xy', 'a', '__proto__'),
  fc.string({ maxLength: 12 }),
);
const keyName = fc.oneof(
  fc.constantFrom('meta', 'settings', '0', '1', 's0', 's1', 'constructor'),
  fc.string({ maxLength: 6 }),
);
const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(1e20, 1e308, -1, 0, 8.64e15 + 1, Number.MAX_SAFE_INTEGER),
  fc.integer(),
);
const meta = fc.record({
  version: fc.oneof(fc.constant(1), fc.integer()),
  epoch: fc.oneof(fc.nat(), anyNumber),
  chunks: fc.integer({ min: 0, max: 3 }),
  sum: fc.string(),
  at: anyNumber,
});
const settings = fc.record({
  settings: fc.record({
    scrollNavigationEnabled: fc.boolean(),
    blinkingCursorEnabled: fc.boolean(),
    showStatsEnabled: fc.boolean(),
  }),
  at: anyNumber,
});
/** Share text: card names, a bar, then characters of the number alphabets or anything. */
const share = fc
  .tuple(
    fc.array(fc.constantFrom('rust/closures', 'python/strings', 'x/y', ''), { maxLength: 3 }),
    fc.stringMatching(/^[0-9a-vA-Z!#$%&*]{0,40}$/),
  )
  .map(([cards, numbers]) => `${cards.join(',')}|${numbers}`);
/** The id of the local snippet the property tests hold: a hostile version may name it. */
export const LOCAL_SNIPPET_ID = '10000000-0000-4000-8000-00000000abcd';

const packedSnippet = fc.record({
  i: fc.oneof(fc.constant(LOCAL_SNIPPET_ID), fc.string({ maxLength: 8 })),
  l: fc.constantFrom('python', 'rust', 'nope'),
  k: fc.constantFrom('my-loop', 'my-snippet-1', 'BAD'),
  u: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('3000-01-01T00:00:00.000Z', '0001-01-01T00:00:00.000Z'),
  ),
  t: fc.string({ maxLength: 10 }),
  c: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-31T00:00:00.000Z'),
  // Ten characters, as the one run of `r` says, or anything.
  x: fc.oneof(fc.constant('hijacked()'), fc.string({ maxLength: 20 })),
  p: fc.constant([['#24292e', '#e1e4e8', 0, 0]]),
  r: fc.constant([[10, 0]]),
});
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  meta,
  settings,
  share,
  fc.array(packedSnippet, { maxLength: 3 }),
  fc.constant({ settings: { ...DEFAULT_SETTINGS, showStatsEnabled: false }, at: 1e308 }),
);

/** Up to six keys of other devices, as JSON text each, the way sync delivers them. */
export const hostileKeys = fc
  .array(fc.tuple(deviceId, keyName, value), { maxLength: 6 })
  .map(
    (entries) =>
      new Map(
        entries.map(([device, name, held]) => [`device:${device}:${name}`, JSON.stringify(held)]),
      ),
  );
