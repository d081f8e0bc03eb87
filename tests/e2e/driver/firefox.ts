import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Page, type Target } from 'puppeteer-core';
import type { LaunchOptions, Size, TestBrowser } from './browser';
import { TestPage, type PageDriver } from './testPage';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const EXTENSION_DIR = resolve('.output/firefox-mv2');
/** The gecko id in the Firefox manifest (wxt.config.ts). */
const GECKO_ID = 'code-recall@code-recall.dev';
/** Fixed by a pref, so the extension's pages have a known moz-extension:// origin. */
const EXTENSION_UUID = '6a0d3c58-1f5e-4b7c-9d2a-3e8f0b1c2d4e';
const ORIGIN = `moz-extension://${EXTENSION_UUID}`;

function requireFirefox(): void {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox not found at ${FIREFOX_PATH}: install it (apt-get install -y firefox-esr) ` +
        'or set FIREFOX_PATH. Real-browser tests never skip.',
    );
  }
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No Firefox build in ${EXTENSION_DIR}: run \`npm run build:firefox\` first.`);
  }
}

function driverOf(page: Page): PageDriver {
  return {
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    run: async (source) => {
      await page.evaluate(source);
    },
    click: (x, y) => page.mouse.click(x, y),
    move: (x, y) => page.mouse.move(x, y),
    type: (text) => page.keyboard.type(text),
    press: async (key, modifiers = []) => {
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key as never);
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
    },
    // Firefox never reports the load of an extension page over BiDi: wait for the document.
    reload: async () => {
      void page.reload().catch(() => undefined);
      await loaded(page);
    },
    close: () => page.close(),
  };
}

/** Waits until the page's document is an extension page that has finished loading. */
async function loaded(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = await page
      .evaluate(() => `${location.protocol} ${document.readyState}`)
      .catch(() => '');
    if (state === 'moz-extension: complete') return;
    if (Date.now() > deadline) throw new Error(`The extension page did not load (${state})`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The built extension in Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. */
export async function launchFirefox({
  colorScheme = 'light',
  failingSync = false,
}: LaunchOptions = {}): Promise<TestBrowser> {
  requireFirefox();
  const userDataDir = mkdtempSync(join(tmpdir(), 'code-recall-firefox-'));
  // No pref turns storage.sync off in Firefox ESR 153 (`webextensions.storage.sync.enabled`
  // only gates telemetry): a folder where its database belongs makes every call reject.
  if (failingSync) mkdirSync(join(userDataDir, 'storage-sync-v2.sqlite'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir,
    // Without it, Firefox 153 refuses navigation to extension pages from the remote agent.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      'ui.systemUsesDarkTheme': colorScheme === 'dark' ? 1 : 0,
      // The test reads the clipboard back without a paste prompt; the extension only writes it.
      'dom.events.testing.asyncClipboard': true,
    },
  });
  await browser.installExtension(EXTENSION_DIR);
  const problems: string[] = [];

  /** Counts a page's problems, sizes it and waits for its extension page to load. */
  const watch = async (page: Page, { width = 1280, height = 800 }: Size) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
    page.on('request', (request) => {
      const target = request.url();
      if (!/^(moz-extension|blob:moz-extension|about|data):/.test(target)) {
        problems.push(`network request: ${target}`);
      }
    });
    await page.setViewport({ width, height });
  };
  const open = async (url: string, size: Size = {}) => {
    const page = await browser.newPage();
    await watch(page, size);
    // The load of an extension page is never reported: start it, then wait for the document.
    void page.goto(url).catch(() => undefined);
    await loaded(page);
    return new TestPage(driverOf(page));
  };

  return {
    name: 'Firefox',
    problems,
    open: (path, size) => open(`${ORIGIN}/${path}`, size),
    // A tab made over BiDi opens about:blank, and about:newtab navigated to by the remote
    // agent is not overridden: the new-tab page is opened by its address.
    openNewTab: (size) => open(`${ORIGIN}/newtab.html`, size),
    opened: async (action, size = {}) => {
      const created = new Promise<Target>((resolve) => browser.once('targetcreated', resolve));
      await action();
      const page = await (await created).page();
      if (!page) throw new Error('The action opened no page');
      await watch(page, size);
      await loaded(page);
      return new TestPage(driverOf(page));
    },
    close: async () => {
      // Firefox can take many seconds to close over BiDi: give it two, then end it.
      await Promise.race([browser.close(), new Promise((done) => setTimeout(done, 2_000))]);
      browser.process()?.kill('SIGKILL');
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
