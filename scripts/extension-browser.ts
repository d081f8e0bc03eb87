import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const EXTENSION_DIR = resolve('.output/chrome-mv3');

/** A browser with the built extension loaded, and what it saw go wrong. */
export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  /** Console errors, page errors and requests that left the extension. */
  problems: string[];
  openPopup: (options?: { width?: number; height?: number }) => Promise<Page>;
  openNewTab: (options?: { width?: number; height?: number }) => Promise<Page>;
  /** The welcome page the install opened, when `welcome: 'keep'` kept it (else null). */
  welcomePage: Page | null;
  close: () => Promise<void>;
};

type LaunchExtensionOptions = {
  colorScheme?: 'light' | 'dark';
  extensionDir?: string;
  /**
   * An install opens the welcome page once: closed here unless the test keeps it, so every
   * other test starts from the tabs it opens itself.
   */
  welcome?: 'close' | 'keep';
  /** A profile to start again (kept on close); a fresh one, removed on close, without. */
  userDataDir?: string;
};

/** How long an install may take to open its welcome page. */
const WELCOME_WAIT_MS = 10_000;

/** The welcome page once the install has opened it, or null when it did not in time. */
async function installedWelcome(context: BrowserContext): Promise<Page | null> {
  const deadline = Date.now() + WELCOME_WAIT_MS;
  while (Date.now() < deadline) {
    const page = context.pages().find((open) => open.url().endsWith('/welcome.html'));
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

function requireBuiltExtension(extensionDir: string): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH. Real-browser tests never skip.',
    );
  }
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension in ${extensionDir}: run \`npm run build\` first.`);
  }
}

function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/** Launches headless Chromium with the unpacked extension, as a user who loaded it would. */
export async function launchExtension({
  colorScheme = 'light',
  extensionDir = EXTENSION_DIR,
  welcome = 'close',
  userDataDir: givenProfile,
}: LaunchExtensionOptions = {}): Promise<ExtensionBrowser> {
  requireBuiltExtension(extensionDir);
  const userDataDir = givenProfile ?? mkdtempSync(join(tmpdir(), 'code-recall-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    colorScheme,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const problems: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('chrome-extension://') && !url.startsWith('chrome://')) {
      problems.push(`network request: ${url}`);
    }
  });
  context.on('page', (page) => watch(page, problems));
  for (const page of context.pages()) watch(page, problems);

  // The new-tab override tells the extension's id.
  const probe = await context.newPage();
  await probe.goto('chrome://newtab');
  await probe.waitForURL(/^chrome-extension:\/\//);
  const extensionId = new URL(probe.url()).host;
  await probe.close();
  // A profile started again has been welcomed already: nothing to wait for, unless asked.
  const welcomePage = welcome === 'keep' || !givenProfile ? await installedWelcome(context) : null;
  if (welcomePage && welcome === 'close') await welcomePage.close();

  const open = async (path: string, size = { width: 1280, height: 800 }) => {
    const page = await context.newPage();
    await page.setViewportSize(size);
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };
  return {
    context,
    extensionId,
    problems,
    openPopup: ({ width = 600, height = 560 } = {}) => open('popup.html', { width, height }),
    openNewTab: async ({ width = 1280, height = 800 } = {}) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto('chrome://newtab');
      await page.waitForURL(/^chrome-extension:\/\//);
      return page;
    },
    welcomePage: welcome === 'keep' ? welcomePage : null,
    close: async () => {
      await context.close();
      if (!givenProfile) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
