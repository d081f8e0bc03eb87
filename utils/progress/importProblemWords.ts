/**
 * An import's refusal in the user's words. The file reader names a problem as the schema
 * library does ("Invalid key: Expected "exportedAt" but received undefined"); this says what is
 * wrong and which record, and leaves any other message as it is.
 */

/** A schema message about one field, in words: what the field has, or lacks. */
function fieldInWords(field: string, message: string): string {
  const key = /^Invalid key: Expected "(.+)" but received undefined$/.exec(message);
  if (key) return `has no "${key[1]}"`;
  const type = /^Invalid type: Expected (.+) but received (.+)$/.exec(message);
  if (type) {
    const [, expected, received] = type;
    return received === 'undefined'
      ? `has no "${field}"`
      : `has ${received} as its "${field}", where ${article(expected!)} belongs`;
  }
  return `has a "${field}" this version cannot read (${message})`;
}

/** "a number", "an object", or the expected list as written ("a" "b" | "c"). */
function article(expected: string): string {
  if (!/^[a-z]+$/.test(expected)) return `one of ${expected}`;
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** The last name of a field path ("record.wpm" → "wpm"). */
const lastName = (path: string) => path.split('.').at(-1) ?? path;

/** An import's refusal message in words; a message of another form is returned as it is. */
export function importProblemInWords(message: string): string {
  const header = /^The file's (.+) is invalid: (.+)\.$/.exec(message);
  if (header) {
    const [, path, issue] = header;
    return `Nothing was imported: this is not a whole progress file. It ${fieldInWords(lastName(path!), issue!)}.`;
  }
  const record = /^Attempt (\d+) is invalid \((.+?): (.+)\); nothing was imported\.$/.exec(message);
  if (record) {
    const [, number, path, issue] = record;
    return `Nothing was imported: attempt ${number} in the file ${fieldInWords(lastName(path!), issue!)}.`;
  }
  return message;
}
