import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page, type Target } from 'puppeteer-core';
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

/** Debian's Firefox ESR, headless, on `userDataDir`, driven over WebDriver BiDi. */
function startFirefox(
  userDataDir: string,
  prefs: Record<string, string | number | boolean>,
): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir,
    // Without it, Firefox 153 refuses navigation to extension pages from the remote agent.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      ...prefs,
    },
  });
}

/**
 * Each tab's address, read in the tab: over BiDi a tab's recorded address stays about:blank
 * when an extension page loads in it.
 */
async function tabsOf(browser: Browser): Promise<string[]> {
  const pages = await browser.pages();
  return Promise.all(
    pages.map((page) => page.evaluate(() => location.href).catch(() => page.url())),
  );
}

/** Closes Firefox: it can take many seconds over BiDi, so it gets two, then it is ended. */
async function stopFirefox(browser: Browser): Promise<void> {
  await Promise.race([browser.close(), new Promise((done) => setTimeout(done, 2_000))]);
  browser.process()?.kill('SIGKILL');
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
  const browser = await startFirefox(userDataDir, {
    'ui.systemUsesDarkTheme': colorScheme === 'dark' ? 1 : 0,
    // The test reads the clipboard back without a paste prompt; the extension only writes it.
    'dom.events.testing.asyncClipboard': true,
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
    tabs: () => tabsOf(browser),
    close: async () => {
      await stopFirefox(browser);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Firefox on a profile that keeps the extension installed for good, and its open tabs. */
type InstalledFirefox = {
  tabs: () => Promise<string[]>;
  /** Opens one of the extension's pages in a new tab and waits for it: proof it is there. */
  load: (path: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Firefox started on `profile`, where the built extension is installed as a user's add-on
 * is, not temporarily as `launchFirefox` installs it: a proxy file in the profile's
 * `extensions` folder names the build, and ESR's prefs let an unsigned add-on found there
 * install without a prompt. Its first start installs it; later starts of the same profile
 * only load it. The caller removes the profile.
 */
export async function startInstalledFirefox(profile: string): Promise<InstalledFirefox> {
  requireFirefox();
  mkdirSync(join(profile, 'extensions'), { recursive: true });
  writeFileSync(join(profile, 'extensions', GECKO_ID), `${EXTENSION_DIR}\n`);
  const browser = await startFirefox(profile, {
    'xpinstall.signatures.required': false,
    'extensions.autoDisableScopes': 0,
  });
  return {
    tabs: () => tabsOf(browser),
    load: async (path) => {
      const page = await browser.newPage();
      void page.goto(`${ORIGIN}/${path}`).catch(() => undefined);
      await loaded(page);
    },
    close: () => stopFirefox(browser),
  };
}
