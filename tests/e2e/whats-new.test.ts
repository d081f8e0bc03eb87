import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_DIR, launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import packageJson from '@/package.json';

/** The version the build says it is. */
const VERSION = packageJson.version;
/** A version before it, from which an update raises the minor version. */
const BEFORE = '0.0.9';

/** A copy of the built extension whose manifest says `version`, for Chrome to install. */
function setVersion(dir: string, version: string): void {
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  writeFileSync(file, JSON.stringify({ ...manifest, version }));
}

const card = (page: Page) =>
  page.getByRole('complementary', { name: /^What's new in Code Recall/ });

/** The parts of chrome://extensions' own API these tests call. */
type DeveloperPrivate = {
  updateProfileConfiguration: (update: object, done: () => void) => void;
  reload: (id: string, options: object, done: () => void) => void;
};

/**
 * Updates the unpacked extension to `version` as chrome://extensions' reload button does in
 * developer mode: Chrome loads the folder again and, the manifest's version having changed,
 * the background hears `onInstalled` with reason "update" and the previous version, as after
 * a store update. No hook in the extension: the browser's own update path.
 */
async function updateTo(browser: ExtensionBrowser, dir: string, version: string): Promise<void> {
  setVersion(dir, version);
  const page = await browser.context.newPage();
  await page.goto('chrome://extensions');
  await page.evaluate((id) => {
    const tools = (globalThis as unknown as { chrome: { developerPrivate: DeveloperPrivate } })
      .chrome.developerPrivate;
    // Out of developer mode, Chrome refuses to reload an extension loaded from the command line.
    return new Promise<void>((done) =>
      tools.updateProfileConfiguration({ inDeveloperMode: true }, () =>
        tools.reload(id, { failQuietly: true }, done),
      ),
    );
  }, browser.extensionId);
  await page.close();
  const probe = await browser.openPopup();
  await expect
    .poll(() =>
      probe
        .evaluate(
          () =>
            (
              globalThis as unknown as {
                chrome: { runtime: { getManifest: () => { version: string } } };
              }
            ).chrome.runtime.getManifest().version,
        )
        .catch(() => null),
    )
    .toBe(version);
  await probe.close();
}

describe("What's new after an update (Chromium)", () => {
  let browser: ExtensionBrowser;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'code-recall-update-'));
    cpSync(EXTENSION_DIR, dir, { recursive: true });
    setVersion(dir, BEFORE);
    browser = await launchExtension({ extensionDir: dir });
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows nothing before an update', async () => {
    const page = await browser.openNewTab();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await page.waitForTimeout(500);
    expect(await card(page).count()).toBe(0);
    await page.close();
  });

  it("shows the release's three points on the next new tab and popup, until dismissed", async () => {
    await updateTo(browser, dir, VERSION);
    const page = await browser.openNewTab();
    await card(page).waitFor();
    expect(await card(page).getByRole('listitem').count()).toBe(3);
    // The drill under it keeps the keys: the card takes no focus.
    await page
      .getByRole('textbox', { name: 'Typing practice' })
      .and(page.locator(':focus'))
      .waitFor();

    // In a narrow popup, one line under the search box, over none of the lookup; its
    // points open from its title.
    const popup = await browser.openPopup({ width: 360, height: 600 });
    await card(popup).waitFor();
    await popup.getByRole('region', { name: 'Snippet code' }).waitFor();
    const line = (await card(popup).boundingBox())!;
    const box = (await popup.getByRole('searchbox', { name: 'Search snippets' }).boundingBox())!;
    const topics = (await popup.getByRole('listbox', { name: 'Topics' }).boundingBox())!;
    expect(line.height).toBeLessThan(48);
    expect(line.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(line.y + line.height).toBeLessThanOrEqual(topics.y);
    expect(await card(popup).getByRole('listitem').count()).toBe(0);
    await card(popup).locator('summary').click();
    expect(await card(popup).getByRole('listitem').count()).toBe(3);
    await card(popup).getByRole('button', { name: 'Dismiss' }).click();
    expect(await card(popup).count()).toBe(0);
    await popup.close();

    const next = await browser.openNewTab();
    await next.getByRole('region', { name: 'Snippet code' }).waitFor();
    await next.waitForTimeout(500);
    expect(await card(next).count()).toBe(0);
    await next.close();
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('tells nothing after a reload at the same version', async () => {
    await updateTo(browser, dir, VERSION);
    const page = await browser.openNewTab();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await page.waitForTimeout(500);
    expect(await card(page).count()).toBe(0);
    await page.close();
  });
});
