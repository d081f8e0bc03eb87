// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import { checkLanguage } from '@/scripts/content/check';

// Every language's set as the extension ships it, beside the content check's verdict.
const languages = await Promise.all(
  SET_LANGUAGE_KEYS.map(async (key) => ({
    key,
    set: await loadTopicSet(key),
    check: await checkLanguage(key),
  })),
);

describe.each(languages)('the $key snippets', ({ set, check }) => {
  it('pass the content check: set rules, line rules, zero parse errors', () => {
    expect([...check.ruleProblems, ...check.parseProblems]).toEqual([]);
  });

  it('ship lossless tokens: each line is exactly its tokens joined', () => {
    expect(set.topics.map((topic) => topic.lines)).toEqual(
      check.topics.map((topic) => topic.snippets),
    );
    for (const topic of set.topics) {
      expect(topic.tokens).toHaveLength(topic.lines.length);
      topic.tokens.forEach((line, row) => {
        expect(line.map(([text]) => text).join('')).toBe(topic.lines[row]);
        for (const [, style] of line) expect(set.palette[style]).toBeDefined();
      });
    }
  });
});
