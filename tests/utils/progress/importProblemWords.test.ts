import { describe, expect, it } from 'vitest';
import { importProblemInWords } from '@/utils/progress/importProblemWords';

describe('importProblemInWords', () => {
  it.each([
    [
      `The file's exportedAt is invalid: Invalid key: Expected "exportedAt" but received undefined.`,
      'Nothing was imported: this is not a whole progress file. It has no "exportedAt".',
    ],
    [
      'Attempt 3 is invalid (record.wpm: Invalid type: Expected number but received "fast"); nothing was imported.',
      'Nothing was imported: attempt 3 in the file has "fast" as its "wpm", where a number belongs.',
    ],
    [
      'Attempt 12 is invalid (record.topic: Invalid type: Expected string but received undefined); nothing was imported.',
      'Nothing was imported: attempt 12 in the file has no "topic".',
    ],
    [
      'Attempt 1 is invalid (record.mode: Invalid type: Expected ("typing" | "recall") but received "x"); nothing was imported.',
      'Nothing was imported: attempt 1 in the file has "x" as its "mode", where one of ("typing" | "recall") belongs.',
    ],
    ['The file is not JSON: Unexpected end.', 'The file is not JSON: Unexpected end.'],
  ])('says %j as %j', (message, words) => {
    expect(importProblemInWords(message)).toBe(words);
  });
});
