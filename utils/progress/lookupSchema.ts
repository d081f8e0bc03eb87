import * as v from 'valibot';
import { LANGUAGES } from '@/data/languages';
import { isoTimeSchema } from '@/utils/boundSchemas';
import { issuePath } from '@/utils/schemaIssue';
import type { Lookup } from './lookups';

/** A lookup record exactly as this version writes it; any other shape fails. */
const lookupSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  language: v.picklist(LANGUAGES.map((language) => language.key)),
  topic: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  at: isoTimeSchema,
});

/** A stored value as a lookup, or null when it is not one of this version's shape. */
export const readLookup = (value: unknown): Lookup | null =>
  v.is(lookupSchema, value) ? value : null;

/** The first problem with a value as a lookup record, as "field: message", or null. */
export function lookupProblem(value: unknown): string | null {
  const result = v.safeParse(lookupSchema, value);
  if (result.success) return null;
  const issue = result.issues[0];
  return `${issuePath(issue, 'record')}: ${issue.message}`;
}
