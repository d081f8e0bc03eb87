import * as v from 'valibot';
import { issuePath } from '@/utils/schemaIssue';
import { LANGUAGES } from '@/data/languages';
import { fromStored, type Attempt, type StoredAttempt } from './attempt';
import { TOKEN_CLASSES } from '@/utils/highlight/tokenClasses';
import { MAX_DURATION_MS, MAX_WPM } from '@/utils/bounds';
import { countSchema, figureSchema, isoTimeSchema } from '@/utils/boundSchemas';

const languageKeys = LANGUAGES.map((language) => language.key);

const count = countSchema;
const duration = figureSchema(MAX_DURATION_MS);
const speed = figureSchema(MAX_WPM);
const char = v.pipe(v.string(), v.maxLength(2));

const missSchema = v.strictObject({
  expected: v.pipe(char, v.minLength(1)),
  typed: char,
  tokenClass: v.picklist(TOKEN_CLASSES),
  recall: v.optional(v.literal(true)),
});

const classTimeSchema = v.strictObject({ chars: count, ms: duration });

/** An attempt record's fields (`attemptSchema` adds the checks across fields). */
const recordSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  language: v.picklist(languageKeys),
  group: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  mode: v.picklist(['type', 'recall', 'weak-spots', 'translate']),
  finishedAt: isoTimeSchema,
  // A scripted drill is kept, marked, but at most at MAX_WPM (`attemptFromDrill` cuts it
  // there), so a log this version wrote always imports again.
  durationMs: duration,
  wpm: speed,
  rawWpm: speed,
  accuracy: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  errors: count,
  hints: count,
  misses: v.array(missSchema),
  classTimes: v.optional(
    v.strictObject(
      Object.fromEntries(TOKEN_CLASSES.map((name) => [name, v.optional(classTimeSchema)])),
    ),
  ),
  // Present only on a marked drill; version 1 files without it read as before.
  implausible: v.optional(v.literal(true)),
  level: v.optional(v.picklist([0, 1, 2, 3, 4])),
  recalled: v.optional(
    v.pipe(
      v.strictObject({ keys: count, errors: count }),
      v.check(({ keys, errors }) => errors <= keys, 'more wrong keys than keys'),
    ),
  ),
  // The card drilled and its topic's card count, both or neither (a whole-topic drill).
  card: v.optional(count),
  cards: v.optional(v.pipe(count, v.minValue(1))),
  // A translate drill's source language, on translate drills only.
  from: v.optional(v.picklist(languageKeys)),
});

/**
 * One attempt record exactly as this version writes it. A record of another shape (a newer
 * version's, or damaged) fails, so it is skipped or its file refused, never half read.
 */
const attemptSchema = v.pipe(
  recordSchema,
  v.check(
    ({ card, cards }) =>
      (card === undefined) === (cards === undefined) && (card ?? 0) < (cards ?? 1),
    'a card index without its count, or past it',
  ),
  v.check(
    ({ mode, from, language }) =>
      (mode === 'translate') === (from !== undefined && from !== language),
    'a translate drill without its source language, or another drill with one',
  ),
);

/** Whether a stored value is an attempt record of this version's shape. */
export function isStoredAttempt(value: unknown): value is StoredAttempt {
  return v.is(attemptSchema, value);
}

/** A stored value as an attempt, or null when it is not a record of this version's shape. */
export function readAttempt(value: unknown): Attempt | null {
  return isStoredAttempt(value) ? fromStored(value) : null;
}

/** The first problem with a value as an attempt record, as "field: message", or null. */
export function attemptProblem(value: unknown): string | null {
  const result = v.safeParse(attemptSchema, value);
  if (result.success) return null;
  const issue = result.issues[0];
  return `${issuePath(issue, 'record')}: ${issue.message}`;
}
