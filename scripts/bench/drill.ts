import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { metricsSession, settle, typeAndMeasure } from './measure';
import { median } from './stats';

/** A new-tab page on one JavaScript topic, with its metrics session. */
type DrillPage = { page: Page; cdp: CDPSession };

/** Opens the new tab and chooses a JavaScript topic in its Topic list, ready to type. */
export async function openDrill(
  context: BrowserContext,
  base: string,
  title: string,
  level = 0,
): Promise<DrillPage> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(base + 'newtab.html');
  // The bench types whole topics: Drill length is Whole topic (a card is the default).
  await page.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
  await page.reload();
  // An option reads the title and its marks ("Closures · new"): chosen by its value.
  const topics = page.getByRole('combobox', { name: 'Topic' });
  const key = await topics.evaluate(
    (select: HTMLSelectElement, shown) =>
      [...select.options].find(
        (option) => option.text === shown || option.text.startsWith(`${shown} · `),
      )?.value,
    title,
  );
  await topics.selectOption(key!);
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  // The level is chosen for this drill: a topic the seeded log has practised opens higher.
  await page.getByRole('combobox', { name: 'Recall level' }).selectOption(String(level));
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return { page, cdp: await metricsSession(page) };
}

/** Types a whole drill unmeasured, then restarts it from the Results. */
export async function completeAndRestart({ page }: DrillPage, text: string): Promise<void> {
  await page.keyboard.type(text);
  const results = page.getByRole('region', { name: 'Results' });
  await results.waitFor({ timeout: 5000 });
  await results.getByRole('button', { name: 'Restart' }).click();
  await settle(page);
}

/** Keys typed, and measured, together: one measure of main-thread time each. */
export const KEYS_PER_CHUNK = 30;

/** Splits text into chunks of keys typed, and measured, together. */
export function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size)
    chunks.push(text.slice(start, start + size));
  return chunks;
}

/**
 * Two drills typed in alternating chunks, each chunk measured: `early` from its start, `late`
 * from where it stands. The median cost a key of each.
 */
export async function paired(
  early: DrillPage,
  late: DrillPage,
  earlyKeys: readonly string[],
  lateKeys: readonly string[],
): Promise<{ early: number; late: number }> {
  const costs = { early: [] as number[], late: [] as number[] };
  for (let i = 0; i < earlyKeys.length; i += 1) {
    await early.page.bringToFront();
    costs.early.push(await typeAndMeasure(early.page, early.cdp, earlyKeys[i]!));
    await late.page.bringToFront();
    costs.late.push(await typeAndMeasure(late.page, late.cdp, lateKeys[i]!));
  }
  return { early: median(costs.early), late: median(costs.late) };
}
