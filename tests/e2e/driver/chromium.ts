import type { Page } from 'playwright-core';
import { launchExtension } from '@/scripts/extension-browser';
import type { LaunchOptions, TestBrowser } from './browser';
import { TestPage, type PageDriver } from './testPage';

function driverOf(page: Page): PageDriver {
  return {
    // The driver's types are plain; Playwright's generics add handle unboxing, unused here.
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    run: async (source) => {
      await page.evaluate(source);
    },
    click: (x, y) => page.mouse.click(x, y),
    move: (x, y) => page.mouse.move(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key, modifiers = []) => page.keyboard.press([...modifiers, key].join('+')),
    reload: async () => {
      await page.reload();
    },
    close: () => page.close(),
  };
}

/** The built extension in Chromium, through playwright-core. */
export async function launchChromium({
  colorScheme,
  failingSync,
}: LaunchOptions = {}): Promise<TestBrowser> {
  if (failingSync) throw new Error('Chromium has no way to make storage.sync fail');
  const browser = await launchExtension({ colorScheme });
  // The test reads the clipboard back; the extension itself only writes it.
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return {
    name: 'Chromium',
    problems: browser.problems,
    open: async (path, { width = 1280, height = 800 } = {}) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
      return new TestPage(driverOf(page));
    },
    openNewTab: async (size) => new TestPage(driverOf(await browser.openNewTab(size))),
    opened: async (action, { width = 1280, height = 800 } = {}) => {
      const [page] = await Promise.all([browser.context.waitForEvent('page'), action()]);
      await page.setViewportSize({ width, height });
      await page.waitForLoadState();
      return new TestPage(driverOf(page));
    },
    tabs: () => Promise.resolve(browser.context.pages().map((page) => page.url())),
    close: () => browser.close(),
  };
}
