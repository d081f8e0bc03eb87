import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../extension-browser';
import { THEME_KEY, type ResolvedTheme } from '@/utils/preferences/theme';

/** A window size, as the review tried each page. */
type Size = { width: number; height: number };

/** One theme's run: a fresh browser with the theme chosen, and where its pictures go. */
export type Session = {
  browser: ExtensionBrowser;
  theme: ResolvedTheme;
  /** Opens an extension page (`newtab.html?…`) or chrome://newtab at a size. */
  open: (path: string, size: Size) => Promise<Page>;
  /**
   * Waits for the fonts and a painted frame, then saves `<name>-<theme>-<width>.png`: the
   * window, or the whole page with `fullPage`.
   */
  save: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
  /** The shots that failed, with why; the run goes on and reports them at the end. */
  failures: string[];
};

/**
 * Launches Chromium with the theme stored as if chosen in Settings, and the system's scheme
 * to match (high contrast is drawn on black, so it runs with the system dark).
 */
export async function startSession(theme: ResolvedTheme, folder: string): Promise<Session> {
  const browser = await launchExtension({ colorScheme: theme === 'light' ? 'light' : 'dark' });
  const base = `chrome-extension://${browser.extensionId}/`;
  const open = async (path: string, size: Size) => {
    const page = await browser.context.newPage();
    await page.setViewportSize(size);
    if (path === 'chrome://newtab') {
      await page.goto(path);
      await page.waitForURL(/^chrome-extension:\/\//);
    } else {
      await page.goto(base + path);
    }
    return page;
  };
  const probe = await open('compare.html', { width: 800, height: 600 });
  await probe.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_KEY,
    value: theme,
  });
  await probe.close();
  return {
    browser,
    theme,
    open,
    failures: [],
    save: async (page, name, { fullPage = false } = {}) => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { width } = page.viewportSize()!;
      // A caret caught mid-blink would come and go between runs: animations are stopped.
      await page.screenshot({
        path: join(folder, `${name}-${theme}-${width}.png`),
        animations: 'disabled',
        fullPage,
      });
    },
  };
}

/** Runs one shot's steps; a failure is noted with the shot's name and the run goes on. */
export async function attempt(session: Session, name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    session.failures.push(`${name} (${session.theme}): ${message}`);
  }
}
