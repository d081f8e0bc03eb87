import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../utils/progress/fixtures';

/** The part of an extension page's `chrome` global this test uses. */
type ExtensionGlobal = {
  chrome: { storage: { sync: { set: (items: Record<string, unknown>) => Promise<void> } } };
};

/** The controls the progress page must keep, whatever it was given. */
async function expectWorking(page: Page) {
  await page.getByRole('heading', { name: 'Sync' }).waitFor();
  // The file controls wait for the saved log to load: poll, as a loaded machine is slow.
  await expect
    .poll(() => page.getByRole('button', { name: 'Export progress' }).isEnabled())
    .toBe(true);
  await expect.poll(() => page.getByLabel('Import progress').isEnabled()).toBe(true);
  expect(await page.getByText('Something went wrong on this page').count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: 'Sync progress' }).count()).toBe(1);
}

describe('bad input leaves the Progress page working (Chromium, issue 41)', () => {
  let browser: ExtensionBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchExtension();
    page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/progress.html`);
  });
  afterAll(() => browser.close());

  it('refuses an import of year 0001, and the page works after a reload', async () => {
    const file = join(tmpdir(), `year-one-${Date.now()}.json`);
    const yearOne = attempt({ language: 'rust', finishedAt: '0001-01-01T00:00:00.000Z' });
    writeFileSync(file, buildExport([yearOne], DEFAULT_SETTINGS, new Date()));
    await page.getByLabel('Import progress').setInputFiles(file);
    const alert = page.getByRole('alert').filter({ hasText: /attempt 1 in the file/ });
    await expect.poll(() => alert.textContent()).toMatch(/a time before 1970/);
    await page.reload();
    await expectWorking(page);
  });

  it("ignores another device's key dated 1e20, says so in the Sync section, and works", async () => {
    await page.evaluate(
      (items) => (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.set(items),
      { 'device:evilevil:meta': { version: 1, epoch: 0, chunks: 0, sum: 'x', at: 1e20 } },
    );
    await page.reload();
    await expectWorking(page);
    const notice = page.getByText(/key from another device was ignored/);
    await notice.waitFor({ timeout: 15_000 });
    expect(await page.getByText('Something went wrong on this page').count()).toBe(0);
  });
});
