import * as v from 'valibot';
import { issuePath } from '@/utils/schemaIssue';
import { LANGUAGES } from '@/data/languages';
import { TOKEN_CLASSES } from '@/utils/highlight/tokenClasses';
import { isRealTime } from '@/utils/bounds';
import { isoTimeSchema } from '@/utils/boundSchemas';
import { isInvisible } from './clean';
import type { OwnSnippet } from './snippet';

const languageKeys = LANGUAGES.map((language) => language.key);

/** Code points, not UTF-16 units: an emoji is one character the user types. */
const codePoints = (text: string) => Array.from(text).length;

const time = isoTimeSchema;
const index = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A theme colour as the highlighter writes it (`#rgb` to `#rrggbbaa`), or '' for none. */
const colour = v.pipe(v.string(), v.regex(/^(?:#[0-9a-f]{3,8})?$/i));

const paletteEntry = v.strictTuple([
  colour,
  colour,
  index,
  v.pipe(index, v.maxValue(TOKEN_CLASSES.length - 1)),
]);

const line = v.pipe(
  v.string(),
  v.check((text) => codePoints(text) <= 200, 'a line of more than 200 characters'),
);

/** A snippet's fields, each checked on its own. */
const fields = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  language: v.picklist(languageKeys),
  key: v.pipe(v.string(), v.maxLength(64), v.regex(/^my-[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  // 100 units of a title (utils/snippets/prepare.ts), and " (part 12)" when code is split.
  title: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(120),
    v.check((title) => !isInvisible(title), 'a title with no character to see'),
  ),
  lines: v.pipe(v.array(line), v.minLength(1), v.maxLength(200)),
  palette: v.array(paletteEntry),
  tokens: v.array(v.array(v.strictTuple([v.string(), index]))),
  createdAt: time,
  updatedAt: time,
  deletedAt: v.optional(time),
});

/** A deleted snippet as sync carries it: its id, topic and times, each checked as above. */
export const tombstoneSchema = v.strictObject({
  ...v.pick(fields, ['id', 'language', 'key', 'updatedAt']).entries,
  deletedAt: time,
});

/** Each line's tokens join to that line, and name an entry of the snippet's palette. */
const tokensMatch = ({ lines, palette, tokens }: v.InferOutput<typeof fields>) =>
  tokens.length === lines.length &&
  tokens.every(
    (row, at) =>
      row.map(([text]) => text).join('') === lines[at] &&
      row.every(([, style]) => style < palette.length),
  );

/**
 * One snippet exactly as this version stores and exports it. Anything else (a newer
 * version's, or damaged) fails: the store skips it, an import refuses its file.
 */
const snippetSchema = v.pipe(
  fields,
  v.check(tokensMatch, "tokens that do not join to the snippet's lines and palette"),
);

/** Whether a stored value is a snippet of this version's shape. */
export function isSnippet(value: unknown): value is OwnSnippet {
  return v.is(snippetSchema, value);
}

/** The first problem with a value as a snippet, as "field: message", or null. */
export function snippetProblem(value: unknown): string | null {
  const result = v.safeParse(snippetSchema, value);
  if (result.success) return null;
  const issue = result.issues[0];
  return `${issuePath(issue, 'tokens')}: ${issue.message}`;
}

const TIME_WORDS = new Map([
  ['createdAt', 'made'],
  ['updatedAt', 'changed'],
  ['deletedAt', 'deleted'],
] as const);

/**
 * The first of a snippet's (or a deletion's) times past `now` plus a day, in words ("made",
 * "changed", "deleted"), or null. A version dated in the future would win every merge
 * (`isLater`) and undo each later edit, so every door that takes another's snippets asks.
 */
export function futureField(
  version: Partial<Pick<OwnSnippet, 'createdAt' | 'deletedAt'>> & Pick<OwnSnippet, 'updatedAt'>,
  now: number,
): string | null {
  for (const [field, words] of TIME_WORDS) {
    const time = version[field];
    if (time !== undefined && !isRealTime(Date.parse(time), now)) return words;
  }
  return null;
}
