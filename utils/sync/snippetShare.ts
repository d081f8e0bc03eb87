import * as v from 'valibot';
import { plural } from '@/utils/units';
import type { Token } from '@/data/types';
import { isSnippet, tombstoneSchema } from '@/utils/snippets/schema';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { DEVICE_KEY_PREFIX, keyDevice } from './deviceKeys';

/**
 * A device's snippets in `storage.sync`: `device:<id>:s0`, `:s1`, … each an array of whole
 * snippets, as many as fit a key. A key needs no other to be read, so a snippet key that
 * arrives before the rest is merged as it is (versions only ever win by being later).
 */
export const snippetKey = (device: string, index: number) =>
  `${DEVICE_KEY_PREFIX}${device}:s${index}`;

const SNIPPET_KEY = /^device:[^:]+:s\d+$/;

/** A deleted snippet as sync carries it: enough to delete the copies other devices hold. */
type Tombstone = v.InferOutput<typeof tombstoneSchema>;

/** A version of a snippet another device carries. */
export type Carried = { device: string; version: OwnSnippet | Tombstone };

const text = v.string();
/**
 * A snippet packed for sync: short names, the code as one text, and each line's tokens as
 * runs of [length, palette entry], since the tokens' text is the line's. A deleted one
 * has only its id, topic and times.
 */
const packedSchema = v.object({
  i: text,
  l: text,
  k: text,
  u: text,
  d: v.optional(text),
  t: v.optional(text),
  c: v.optional(text),
  x: v.optional(text),
  p: v.optional(v.array(v.unknown())),
  r: v.optional(v.array(v.array(v.number()))),
});

type Packed = v.InferOutput<typeof packedSchema>;

/** A snippet as its device's keys hold it. */
export function packSnippet(snippet: OwnSnippet): Packed {
  const { id: i, language: l, key: k, updatedAt: u, deletedAt: d } = snippet;
  if (d !== undefined) return { i, l, k, u, d };
  return {
    i,
    l,
    k,
    u,
    t: snippet.title,
    c: snippet.createdAt,
    x: snippet.lines.join('\n'),
    p: snippet.palette,
    r: snippet.tokens.map((row) => row.flatMap(([part, style]) => [part.length, style])),
  };
}

/** A line's tokens from its runs; the schema then checks they join to the line. */
function tokensOf(line: string, runs: readonly number[]): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  for (let at = 0; at + 1 < runs.length; at += 2) {
    const length = runs[at] ?? 0;
    tokens.push([line.slice(start, start + length), runs[at + 1] ?? 0]);
    start += length;
  }
  return tokens;
}

/** The snippet or tombstone `packSnippet` packed, or null for a value of any other shape. */
export function unpackSnippet(value: unknown): OwnSnippet | Tombstone | null {
  const parsed = v.safeParse(packedSchema, value);
  if (!parsed.success) return null;
  const { i: id, l: language, k: key, u: updatedAt, d: deletedAt, ...rest } = parsed.output;
  const head = { id, language, key, updatedAt };
  if (deletedAt !== undefined) {
    const tombstone = v.safeParse(tombstoneSchema, { ...head, deletedAt });
    return tombstone.success ? tombstone.output : null;
  }
  const lines = rest.x?.split('\n') ?? [];
  const snippet = {
    ...head,
    title: rest.t,
    lines,
    palette: rest.p,
    tokens: lines.map((line, at) => tokensOf(line, rest.r?.[at] ?? [])),
    createdAt: rest.c,
  };
  return isSnippet(snippet) ? snippet : null;
}

/** What the other devices' snippet keys carry, and why any was skipped (one line a device). */
export function readCarried(
  items: ReadonlyMap<string, unknown>,
  self: string,
): { carried: Carried[]; skipped: string[] } {
  const carried: Carried[] = [];
  const unreadable = new Map<string, number>();
  for (const [key, value] of items) {
    const device = keyDevice(key);
    if (device === null || device === self || !SNIPPET_KEY.test(key)) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const packed of values) {
      const version = unpackSnippet(packed);
      if (version) carried.push({ device, version });
      else unreadable.set(device, (unreadable.get(device) ?? 0) + 1);
    }
  }
  const skipped = [...unreadable].map(
    ([device, count]) =>
      `Skipped ${plural(count, 'synced snippet')} of device ${device}: a newer or unknown shape`,
  );
  return { carried, skipped };
}
