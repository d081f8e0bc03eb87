/** `npm run budgets:doc`: writes docs/budgets.md from scripts/budgets.ts. */
import { writeFileSync } from 'node:fs';
import { BUDGETS_DOC, budgetsMarkdown } from './budgets-markdown';

writeFileSync(BUDGETS_DOC, await budgetsMarkdown());
console.log(`Written to ${BUDGETS_DOC}`);
