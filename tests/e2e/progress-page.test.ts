import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { buildExport } from '@/utils/progress/exportFile';
import type { Attempt, Miss } from '@/utils/progress/attempt';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { THEME_KEY } from '@/utils/preferences/theme';
import { attempt } from '../utils/progress/fixtures';
import { seriousViolations } from './axe';

const DAY = 24 * 60 * 60 * 1000;
const missed = (expected: string, count: number): Miss[] =>
  Array.from({ length: count }, () => ({ expected, typed: 'x', tokenClass: 'bracket' }));

/** Six weeks in Rust and Python, missing `<` and nothing; the latest drill, yesterday, in Go. */
function history(): Attempt[] {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
  const classTimes = { bracket: { chars: 40, ms: 9000 }, identifier: { chars: 300, ms: 40_000 } };
  return [
    ...Array.from({ length: 40 }, (_, index) =>
      attempt({
        language: index % 2 ? 'rust' : 'python',
        topic: 'closures',
        finishedAt: at(42 - index),
        wpm: 35 + index / 2,
        misses: index % 2 ? missed('<', 3) : [],
        classTimes,
      }),
    ),
    attempt({ language: 'go', topic: 'loops', finishedAt: at(1), classTimes }),
  ];
}

const control = (page: Page) => page.getByRole('combobox', { name: 'Show progress for' });
const weakSpots = (page: Page) => page.getByRole('region', { name: 'Weak spots' });

describe('the progress page', () => {
  let browser: ExtensionBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchExtension();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(() => browser.close());

  it('is one card with Start a drill on an empty profile, and no table', async () => {
    await page.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    const start = page.getByRole('link', { name: 'Start a drill' });
    await start.waitFor();
    expect(await start.getAttribute('href')).toBe('/newtab.html');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await page.getByLabel('Import progress').isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens on the language of the latest attempt once a history is imported', async () => {
    const file = join(tmpdir(), `progress-page-${Date.now()}.json`);
    writeFileSync(file, buildExport(history(), DEFAULT_SETTINGS, new Date()));
    await page.getByLabel('Import progress').setInputFiles(file);
    const outcome = page.getByRole('status').filter({ hasText: /Imported/ });
    await expect.poll(() => outcome.textContent()).toMatch(/Imported 41 new attempts/);
    await expect.poll(() => control(page).inputValue()).toBe('go');

    await page.reload();
    await page.getByRole('table', { name: 'Topics' }).waitFor();
    expect(await control(page).inputValue()).toBe('go');
    const header = page.getByRole('table', { name: 'Topics' }).getByRole('columnheader').first();
    expect(await header.textContent()).toBe('Go topic');
    // The page's one language control (the header's practice Language select is left out),
    // and the weak spots' Misses.
    expect(await page.getByRole('combobox').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Misses' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Start a drill' }).count()).toBe(0);
  });

  it('moves the weak spots with the control', async () => {
    expect(await weakSpots(page).textContent()).toContain('in Go');
    expect(await weakSpots(page).getByRole('img', { name: 'No missed keys yet' }).count()).toBe(1);
    await control(page).selectOption({ label: 'Rust' });
    await expect.poll(() => weakSpots(page).textContent()).toContain('in Rust');
    const keys = weakSpots(page).getByRole('img', { name: /^Missed most on ,/ });
    expect(await keys.getAttribute('aria-label')).toBe('Missed most on , (60)');
    await control(page).selectOption({ label: 'All languages' });
    await expect.poll(() => weakSpots(page).textContent()).toContain('in all languages');
    expect(await page.getByRole('table', { name: 'Topics' }).count()).toBe(0);
  });

  it.each(['light', 'dark', 'contrast'] as const)(
    'has no serious axe violation in %s',
    async (theme) => {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_KEY,
        value: theme,
      });
      await page.reload();
      await page.getByRole('table', { name: 'Token classes' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
