import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { TestPage } from './driver/testPage';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: unknown[] };

async function runAxe() {
  const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } })
    .axe;
  const result = await axe.run();
  return result.violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.length,
  }));
}

/** Runs axe-core in the page (by evaluate: extension pages forbid inline scripts). */
export async function seriousViolations(page: Page | TestPage): Promise<string[]> {
  let violations: Awaited<ReturnType<typeof runAxe>>;
  if (page instanceof TestPage) {
    await page.run(axeSource);
    violations = await page.evaluate(runAxe, undefined);
  } else {
    await page.evaluate(axeSource);
    violations = await page.evaluate(runAxe);
  }
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${impact}: ${id} (${help}) on ${nodes} node(s)`);
}
