import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { typedSequence } from '@/utils/drill/targets';
import { figure } from './drills';
import { LINES, TITLE } from './snippets';

// Your own code's history (Chromium): exported with its drills, kept by a reset, imported
// into another browser; deleted, its drills kept.

async function open(browser: ExtensionBrowser, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
  return page;
}

/** Saves the snippet on My snippets and drills it from there (its Practise button). */
async function saveAndDrill(browser: ExtensionBrowser) {
  const page = await open(browser, 'snippets.html');
  await page.getByRole('combobox', { name: 'Snippet language' }).selectOption('Python');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Code' }).fill(LINES.join('\n'));
  await page.getByRole('button', { name: 'Save snippet' }).click();
  await page.getByRole('button', { name: `Practise ${TITLE}` }).click();
  await page.waitForURL(/newtab\.html/);
  await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe(TITLE);
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  await page.keyboard.type(typedSequence(LINES));
  await page.getByRole('region', { name: 'Results' }).waitFor();
  await page.close();
}

/** The Topics table's row of the snippet, on a progress page opened on Python. */
const snippetRow = (progress: Page) =>
  progress
    .getByRole('table', { name: 'Topics' })
    .getByRole('row', { name: new RegExp(`^${TITLE}`) });

describe('your own snippet across export, reset, import and delete (Chromium)', () => {
  let browser: ExtensionBrowser;
  let other: ExtensionBrowser;
  let file = '';
  beforeAll(async () => {
    [browser, other] = await Promise.all([launchExtension(), launchExtension()]);
  }, 60_000);
  afterAll(() => Promise.all([browser.close(), other.close()]));

  it('exports the snippet with its attempt; a reset keeps the snippet, an import brings the attempt back', async () => {
    await saveAndDrill(browser);
    const progress = await open(browser, 'progress.html');
    await expect.poll(() => snippetRow(progress).locator('td').first().textContent()).toBe('1');
    const [download] = await Promise.all([
      progress.waitForEvent('download'),
      progress.getByRole('button', { name: 'Export progress' }).click(),
    ]);
    file = join(tmpdir(), `own-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      attempts: { group: string }[];
      snippets: { title: string; lines: string[] }[];
    };
    expect(exported.snippets.map(({ title, lines }) => ({ title, lines }))).toEqual([
      { title: TITLE, lines: LINES },
    ]);
    expect(exported.attempts.map((attempt) => attempt.group)).toEqual(['my-read-a-file']);

    await progress.getByRole('button', { name: 'Reset progress' }).click();
    const dialog = progress.getByRole('dialog', { name: 'Reset progress?' });
    await expect.poll(() => dialog.textContent()).toContain('Your snippets are kept.');
    await dialog.getByRole('button', { name: 'Delete all progress' }).click();
    await progress.getByRole('heading', { name: 'No drills yet' }).waitFor();
    const snippets = await open(browser, 'snippets.html');
    await snippets.getByRole('button', { name: `Edit ${TITLE}` }).waitFor();
    await snippets.close();

    await progress.getByLabel('Import progress').setInputFiles(file);
    await expect.poll(() => snippetRow(progress).locator('td').first().textContent()).toBe('1');
    await progress.close();
  });

  it('brings the snippet and its attempt to a browser that had neither', async () => {
    const progress = await open(other, 'progress.html');
    await progress.getByLabel('Import progress').setInputFiles(file);
    await expect
      .poll(() =>
        progress
          .getByRole('status')
          .filter({ hasText: /Imported/ })
          .textContent(),
      )
      .toMatch(/Imported 1 new attempt from.*1 snippet/);
    await expect.poll(() => snippetRow(progress).locator('td').first().textContent()).toBe('1');
    const page = await open(other, 'snippets.html');
    await page.getByRole('button', { name: `Edit ${TITLE}` }).waitFor();
    await page.close();
    await progress.close();
  });

  it('deletes the snippet after asking: its topic goes, its attempt stays', async () => {
    const page = await open(browser, 'snippets.html');
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${TITLE}”?` });
    await dialog.getByRole('button', { name: 'Delete snippet' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Edit ${TITLE}` }).count()).toBe(0);
    const progress = await open(browser, 'progress.html');
    await expect.poll(() => figure(progress, 'Drills').textContent()).toBe('1');
    expect(await snippetRow(progress).count()).toBe(0);
    expect(browser.problems).toEqual([]);
    for (const open of [page, progress]) await open.close();
  });
});
