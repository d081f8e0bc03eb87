import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardIndexOf, cardsByTitle } from './cards';
import { E2E_BROWSERS } from './driver/browsers';
import type { TestBrowser } from './driver/browser';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';

// The typing rules and the drill's look settings as a user meets them, in every browser the
// README offers (docs/drill.md, "Typing rules").

const javascriptCards = await cardsByTitle('javascript');

const heading = byRole('heading', { level: 2 });
const snippetCode = byRole('region', { name: 'Snippet code' });
const typing = byRole('textbox', { name: 'Typing practice' });
const results = byRole('region', { name: 'Results' });
const card = byRole('status', { name: 'Card' });
const figure = (name: string) => byRole('definition', { name, within: results });

/** The caret's box, where the progress bar stands, and the code's font size. */
const drillState = (page: TestPage) =>
  page.evaluate(() => {
    const caret = document.querySelector('[data-caret]')!.getBoundingClientRect();
    const code = document.querySelector('.typing-surface .code-view')!;
    return {
      caret: { left: caret.left, top: caret.top, width: caret.width, height: caret.height },
      typed: document.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow'),
      fontSize: Number.parseFloat(getComputedStyle(code).fontSize),
      flashed: document.querySelectorAll('.typing-surface [data-miss]').length,
    };
  }, undefined);

/** The keys of the card a new tab opened on, its surface focused. */
async function openCard(browser: TestBrowser) {
  const page = await browser.openNewTab({ width: 1280, height: 800 });
  await page.waitFor(snippetCode);
  const title = await page.text(heading);
  const index = cardIndexOf((await page.exists(card)) ? await page.text(card) : null);
  const { keys } = javascriptCards.get(title)![index]!;
  await page.focus(typing);
  return { page, keys };
}

describe.each(E2E_BROWSERS)('typing rules in $name', ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('leaves the caret on a wrong key (Stop) and completes the card at the same text', async () => {
    const { page, keys } = await openCard(browser);
    await page.type(keys.slice(0, 3));
    const before = await drillState(page);
    expect(before.typed).toBe('3');
    // A key no JavaScript code asks for here, twice.
    const wrong = keys[3] === '#' ? '@' : '#';
    await page.type(wrong + wrong);
    const after = await drillState(page);
    expect(after.typed).toBe('3');
    expect(after.caret).toEqual(before.caret);
    expect(after.flashed).toBe(1);
    await page.type(keys.slice(3));
    await page.waitFor(results);
    expect(await page.text(figure('Errors'))).toBe('2');
    expect(await page.text(figure('Accuracy'))).not.toBe('100%');
    await page.close();
  });

  it('applies Code size and Caret from the options page to an open drill at once', async () => {
    const { page, keys } = await openCard(browser);
    await page.type(keys.slice(0, 2));
    const before = await drillState(page);
    const options = await browser.open('options.html');
    await options.select(byRole('combobox', { name: 'Code size' }), 'Large');
    await options.select(byRole('combobox', { name: 'Caret' }), 'Block');
    await expect
      .poll(async () => (await drillState(page)).fontSize)
      .toBeCloseTo(before.fontSize * 1.25, 0);
    const after = await drillState(page);
    // A block as wide as a character, placed again on the third character.
    expect(after.caret.width).toBeGreaterThan(before.caret.width * 3);
    const lastTyped = await page.evaluate(
      () => [...document.querySelectorAll('.token > .typed')].at(-1)!.getBoundingClientRect().right,
      undefined,
    );
    expect(Math.abs(after.caret.left - lastTyped)).toBeLessThan(1.5);
    // Back to the defaults, for the other tests of this profile.
    await options.select(byRole('combobox', { name: 'Code size' }), 'Medium');
    await options.select(byRole('combobox', { name: 'Caret' }), 'Line');
    await options.close();
    await page.close();
  });

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
