import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { drillOf, figure, finishDrill } from './drills';

async function exportedAttempts(progress: Page) {
  const [download] = await Promise.all([
    progress.waitForEvent('download'),
    progress.getByRole('button', { name: 'Export progress' }).click(),
  ]);
  const file = join(tmpdir(), `stale-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return (JSON.parse(readFileSync(file, 'utf8')) as { attempts: unknown[] }).attempts.length;
}

describe('a progress page left open', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(() => browser.close());

  it('exports, counts and shows the attempts other pages recorded since it opened', async () => {
    await finishDrill(await browser.openNewTab());

    const progress = await browser.context.newPage();
    await progress.setViewportSize({ width: 1280, height: 900 });
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    const drills = figure(progress, 'Drills');
    await expect.poll(() => drills.textContent()).toBe('1');

    // A drill half typed on one tab while another tab finishes one: the first is undisturbed.
    const slow = await browser.openNewTab();
    const { keys } = await drillOf(slow);
    const half = Math.floor(keys.length / 2);
    await slow.keyboard.type(keys.slice(0, half));
    await finishDrill(await browser.openNewTab());

    // The page acts on the log as it is now, not as it was when it opened.
    expect(await exportedAttempts(progress)).toBe(2);
    await progress.getByRole('button', { name: 'Reset progress' }).click();
    const dialog = progress.getByRole('dialog', { name: 'Reset progress?' });
    await expect.poll(() => dialog.textContent()).toContain('deletes the 2 attempts here');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // And it shows it without being reloaded.
    await expect.poll(() => drills.textContent()).toBe('2');

    await slow.bringToFront();
    await slow.getByRole('textbox', { name: 'Typing practice' }).focus();
    await slow.keyboard.type(keys.slice(half));
    const results = slow.getByRole('region', { name: 'Results' });
    await expect.poll(() => results.textContent()).toContain('100%');
    await expect.poll(() => drills.textContent()).toBe('3');
    expect(await exportedAttempts(progress)).toBe(3);
    expect(browser.problems).toEqual([]);
  });
});
