import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { EXTENSION_DIR } from '../extension-browser';
import type { Session } from './session';

/** Where `--store` writes the stores' images: inside .output, which git ignores. */
export const STORE_FOLDER = '.output/store';

/** The store screenshots, each from one light shot, at the stores' 1280 x 800. */
const STORE_SHOTS: readonly [shot: string, image: string][] = [
  ['newtab-awake-light-1280.png', '1-drill'],
  ['newtab-results-light-1280.png', '2-results'],
  ['popup-search-light-800.png', '3-lookup'],
  ['progress-history-light-1280.png', '4-progress'],
  ['welcome-top-light-1280.png', '5-welcome'],
];

const SCREENSHOT = { width: 1280, height: 800 };
/** The Chrome Web Store's small promo tile. */
const PROMO_TILE = { width: 440, height: 280 };

const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

/**
 * Draws one image on an extension page of `size` (its design tokens and theme), the body
 * replaced by `draw`, and saves it as JPEG: the Chrome Web Store takes JPEG or PNG without
 * alpha, AMO either, so JPEG suits both.
 */
async function drawn(
  session: Session,
  size: typeof SCREENSHOT,
  draw: (page: Page) => Promise<void>,
) {
  const page = await session.open('welcome.html', size);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await draw(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const image = await page.screenshot({ type: 'jpeg', quality: 92 });
  await page.close();
  return image;
}

/** A picture set on the page's background, centred, at its own size (or fitted). */
const picture = (page: Page, src: string) =>
  page.evaluate((source) => {
    const image = document.createElement('img');
    image.src = source;
    image.alt = '';
    image.style.cssText =
      'max-width:100%;max-height:100%;border-radius:12px;box-shadow:var(--shadow)';
    document.body.style.cssText =
      'margin:0;height:100vh;display:grid;place-items:center;background:var(--surface)';
    document.body.replaceChildren(image);
    return image.decode();
  }, src);

/** The promo tile: the icon, the name and what it does, in the light theme's tokens. */
const promo = (page: Page, icon: string) =>
  page.evaluate((source) => {
    const image = document.createElement('img');
    image.src = source;
    image.alt = '';
    image.width = 96;
    const name = document.createElement('h1');
    name.textContent = 'Code Recall';
    name.style.cssText = 'margin:0;font-size:40px;letter-spacing:-0.01em';
    const line = document.createElement('p');
    line.textContent = 'Look code up in 16 languages. Type it on every new tab. Remember it.';
    line.style.cssText = 'margin:0;font-size:17px;color:var(--muted);text-align:center';
    document.body.style.cssText =
      'margin:0;height:100vh;display:flex;flex-direction:column;align-items:center;' +
      'justify-content:center;gap:10px;padding:0 28px;box-sizing:border-box;' +
      'background:var(--surface);border-top:6px solid var(--accent)';
    document.body.replaceChildren(image, name, line);
    return image.decode();
  }, icon);

/**
 * The stores' images from this light run's shots: the Chrome Web Store's five 1280 x 800
 * screenshots and its 440 x 280 small promo tile in `chrome/`, the same screenshots for
 * addons.mozilla.org in `amo/`.
 */
export async function makeStoreImages(session: Session, shots: string): Promise<string[]> {
  rmSync(STORE_FOLDER, { recursive: true, force: true });
  for (const store of ['chrome', 'amo']) mkdirSync(join(STORE_FOLDER, store), { recursive: true });
  const written: string[] = [];
  const write = (file: string, image: Buffer) => {
    writeFileSync(join(STORE_FOLDER, file), image);
    written.push(join(STORE_FOLDER, file));
  };
  for (const [shot, name] of STORE_SHOTS) {
    // A shot that failed this run is missing: its image is left out, and the run fails.
    if (!existsSync(join(shots, shot))) {
      session.failures.push(`store image ${name}: ${shot} is missing`);
      continue;
    }
    const image = await drawn(session, SCREENSHOT, (page) =>
      picture(page, dataUrl(join(shots, shot))),
    );
    write(`chrome/screenshot-${name}.jpg`, image);
    write(`amo/screenshot-${name}.jpg`, image);
  }
  const icon = dataUrl(join(EXTENSION_DIR, 'icons/128.png'));
  write(
    'chrome/promo-small-440x280.jpg',
    await drawn(session, PROMO_TILE, (page) => promo(page, icon)),
  );
  return written;
}
