import { isRealTime } from '@/utils/bounds';
import { cardKey } from '@/utils/progress/attempt';
import { MAX_LOOKUPS, type Lookup } from '@/utils/progress/lookups';
import { readLookup } from '@/utils/progress/lookupSchema';
import { plural, whole } from '@/utils/units';
import { syncedId } from './fold';
import { numberLength as size, readNumbers, writeNumbers } from './numbers';

/**
 * A device's lookups ride in its share's text as one more entry of the list of names before
 * its `|`, an entry no drill points at: `~1:python/promises;rust/closures:<numbers>`, that
 * is the entry's shape, the topics, then each lookup's time (the gap since the one before,
 * the first since 1970) and topic (`numbers.ts`). A version before lookups reads such a
 * share as it always did (it never reads a name no drill points at), and a device without
 * lookups writes the text it always wrote.
 */
const ENTRY = '~';
/** The shape this version writes; an entry of another is a newer version's, and skipped. */
const SHAPE = '1';
const PARTS = ':';
const NAMES = ';';
const HEAD = `${ENTRY}${SHAPE}${PARTS}`;

/** A lookup as a share keeps it: its time (ms) and `language/topic`. */
type SharedLookup = { at: number; name: string };

/** Lookups in time order as their share entry. */
function writeEntry(lookups: readonly SharedLookup[]): string {
  const names = [...new Set(lookups.map((lookup) => lookup.name))];
  const index = new Map(names.map((name, at) => [name, at]));
  let last = 0;
  const numbers = lookups.flatMap(({ at, name }) => {
    const gap = at - last;
    last = at;
    return [gap, index.get(name) ?? 0];
  });
  return `${HEAD}${names.join(NAMES)}${PARTS}${writeNumbers(numbers)}`;
}

/**
 * A bound on the entry's length (with the comma before it) once the oldest `drop` lookups
 * are left out, for every `drop` at once: each topic's number is counted at the longest.
 */
function entryBounds(lookups: readonly SharedLookup[]): number[] {
  const lastOf = new Map(lookups.map(({ name }, at) => [name, at]));
  const topic = size(Math.max(0, lastOf.size - 1));
  const bounds: number[] = [];
  let names = 0;
  let tail = 0;
  for (let at = lookups.length - 1; at >= 0; at--) {
    const { at: time, name } = lookups[at]!;
    // A topic's name stays while its latest lookup does; with the `;` or `:` after it.
    if (lastOf.get(name) === at) names += name.length + 1;
    const next = lookups[at + 1];
    tail += topic + (next ? size(next.at - time) : 0);
    bounds[at] = 1 + HEAD.length + names + size(time) + tail;
  }
  return bounds;
}

/**
 * This device's own lookups as a share entry of at most `room` characters: all while they
 * fit, else the newest that fit, the oldest left out first (`left` counts them). Drills and
 * snippets are fitted first: lookups give way before any drill folds.
 */
export function fitLookups(lookups: readonly Lookup[], room: number) {
  const shared = lookups
    .map((lookup) => ({ at: Date.parse(lookup.at), name: cardKey(lookup.language, lookup.topic) }))
    .sort((a, b) => a.at - b.at);
  const bounds = entryBounds(shared);
  let left = 0;
  while (left < shared.length && (bounds[left] ?? 0) > room) left++;
  return { entry: left < shared.length ? writeEntry(shared.slice(left)) : '', left };
}

/** A share's text with the lookups' entry last among its names (none: the text as it is). */
export function withLookups(text: string, entry: string): string {
  if (entry === '') return text;
  const bar = text.indexOf('|');
  return `${text.slice(0, bar)}${bar > 0 ? ',' : ''}${entry}${text.slice(bar)}`;
}

/** A share's lookups entry read; throws a SyntaxError on an entry of this shape cut or damaged. */
function readEntry(text: string): { shared: SharedLookup[]; newer: boolean } {
  const names = text.slice(0, Math.max(0, text.indexOf('|')));
  const last = names.slice(names.lastIndexOf(',') + 1);
  if (!last.startsWith(ENTRY)) return { shared: [], newer: false };
  const [shape, listed = '', numbers, ...rest] = last.slice(ENTRY.length).split(PARTS);
  if (shape !== SHAPE) return { shared: [], newer: true };
  if (numbers === undefined || rest.length > 0) throw new SyntaxError('A lookup entry is cut');
  const topics = listed === '' ? [] : listed.split(NAMES);
  const values = readNumbers(numbers);
  if (values.length % 2 !== 0) throw new SyntaxError('The lookups end inside one');
  const shared: SharedLookup[] = [];
  for (let at = 0, time = 0; at < values.length; at += 2) {
    time += values[at]!;
    const topic = values[at + 1]!;
    const name = topics[topic];
    if (name === undefined) throw new SyntaxError(`No topic ${topic} in the lookups`);
    shared.push({ at: time, name });
  }
  return { shared, newer: false };
}

/** Another device's lookups as this log's records, and what was skipped, one line each. */
type ShareLookups = { lookups: Lookup[]; skipped: string[] };

/**
 * Another device's lookups from its share's text, with ids of the device, its reset count
 * and the time (`syncedId`), so a merge is a union by id. An entry of a newer shape, a topic
 * this version does not know, and lookups past the log's `MAX_LOOKUPS` (the oldest) are
 * skipped with a line each. A lookup dated past `now` plus a day or before 1970 throws a
 * RangeError and damaged text a SyntaxError: the whole share is then left out, as a share
 * with a drill no device records is.
 */
export function shareLookups(
  text: string,
  device: string,
  epoch: number,
  now: number,
): ShareLookups {
  const { shared, newer } = readEntry(text);
  const skipped = newer
    ? [`Skipped the synced lookups of device ${device}: a newer or unknown shape`]
    : [];
  const lookups: Lookup[] = [];
  let unreadable = 0;
  let previous = Number.NaN;
  let repeat = 0;
  const left = Math.max(0, shared.length - MAX_LOOKUPS);
  shared.forEach(({ at, name }, index) => {
    if (!isRealTime(at, now)) throw new RangeError(`Lookup ${index + 1} is at no real time`);
    repeat = at === previous ? repeat + 1 : 0;
    previous = at;
    if (index < left) return;
    const slash = name.indexOf('/');
    const lookup = readLookup({
      id: syncedId(device, epoch, at, repeat),
      language: name.slice(0, slash),
      topic: name.slice(slash + 1),
      at: new Date(at).toISOString(),
    });
    if (lookup) lookups.push(lookup);
    else unreadable++;
  });
  if (unreadable > 0) {
    skipped.push(
      `Skipped ${plural(unreadable, 'synced lookup')} of device ${device}: unknown topics`,
    );
  }
  if (left > 0) {
    skipped.push(
      `Left out the oldest ${plural(left, 'synced lookup')} of device ${device}: the log keeps the newest ${whole(MAX_LOOKUPS)}`,
    );
  }
  return { lookups, skipped };
}

/** A lookup as any device's log knows it, whatever its id: its topic and time. */
export const sameLookup = (lookup: Lookup) =>
  `${cardKey(lookup.language, lookup.topic)}@${Date.parse(lookup.at)}`;
