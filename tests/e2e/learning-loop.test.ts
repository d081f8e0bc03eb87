import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { seriousViolations } from './axe';
import { figure, finishDrill } from './drills';

const titleOf = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();

async function openProgress(browser: ExtensionBrowser) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`chrome-extension://${browser.extensionId}/progress.html`);
  await page.getByRole('table', { name: 'Topics' }).waitFor();
  return page;
}

describe('the learning loop', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(() => browser.close());

  it('remembers a drill, schedules it, and opens the next new tab on another card', async () => {
    const first = await browser.openNewTab();
    const card = (page: Page) => page.getByRole('status', { name: 'Card' });
    const place = async (page: Page) =>
      `${await titleOf(page)} ${(await card(page).count()) > 0 ? await card(page).textContent() : ''}`;
    const drilled = await place(first);
    const done = await finishDrill(first);
    const results = first.getByRole('region', { name: 'Results' });
    await expect.poll(() => results.textContent()).toMatch(/Next review in \d+ minutes/);
    // Typed at script speed: scheduled as any drill, but marked, so no personal best.
    expect(await results.textContent()).toMatch(/Not counted as a best: [\d,]+ WPM/);

    const next = await browser.openNewTab();
    await next.getByRole('region', { name: 'Snippet code' }).waitFor();
    expect(await place(next)).not.toBe(drilled);

    const progress = await openProgress(browser);
    const row = progress.getByRole('table', { name: 'Topics' }).getByRole('row', {
      name: new RegExp(`^${done.title}`),
    });
    await expect.poll(() => row.locator('td').first().textContent()).toBe('1');
    expect(await seriousViolations(progress)).toEqual([]);
    for (const page of [first, next, progress]) await page.close();
  });

  it('exports, imports its own export without change, and refuses a broken file', async () => {
    const progress = await openProgress(browser);
    const drills = figure(progress, 'Drills');
    await expect.poll(() => drills.textContent()).toBe('1');
    const [download] = await Promise.all([
      progress.waitForEvent('download'),
      progress.getByRole('button', { name: 'Export progress' }).click(),
    ]);
    const file = join(tmpdir(), download.suggestedFilename());
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(exported).toMatchObject({ format: 'code-recall-progress', version: 3, snippets: [] });
    expect(exported.attempts).toHaveLength(1);

    const input = progress.getByLabel('Import progress');
    await input.setInputFiles(file);
    const imported = progress.getByRole('status').filter({ hasText: /Imported/ });
    await expect.poll(() => imported.textContent()).toMatch(/Imported 0 new attempts/);
    expect(await drills.textContent()).toBe('1');

    const broken = join(tmpdir(), 'broken-progress.json');
    writeFileSync(broken, '{"format":"code-recall-progress","version":4}');
    await input.setInputFiles(broken);
    await expect
      .poll(() => progress.getByRole('alert').textContent())
      .toMatch(/version 4; this version of Code Recall reads versions 1, 2 and 3\./);
    expect(await drills.textContent()).toBe('1');
    await progress.close();
  });

  it('keeps the log when every page is closed and opened again', async () => {
    for (const page of browser.context.pages()) await page.close();
    const progress = await openProgress(browser);
    await expect.poll(() => figure(progress, 'Drills').textContent()).toBe('1');
    await progress.close();
  });

  it('counts due topics in the popup once some are due', async () => {
    const popup = await browser.context.newPage();
    // Two days on, the topic drilled above is due: its first review is minutes after it.
    await popup.clock.setFixedTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await popup.setViewportSize({ width: 600, height: 560 });
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    const count = popup.getByRole('status', { name: 'Due topics' });
    await expect.poll(() => count.textContent()).toMatch(/^[1-9]\d*$/);
    await popup.close();
  });
});
