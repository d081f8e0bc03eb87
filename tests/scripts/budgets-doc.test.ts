// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS_DOC, budgetsMarkdown } from '@/scripts/budgets-markdown';

describe('docs/budgets.md', () => {
  it('is the table budgets.ts gives (run `npm run budgets:doc` after changing a budget)', async () => {
    expect(readFileSync(BUDGETS_DOC, 'utf8')).toBe(await budgetsMarkdown());
  });
});
