import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { seriousViolations } from './axe';
import { E2E_BROWSERS } from './driver/browsers';
import type { TestBrowser } from './driver/browser';
import { cardIndexOf, cardsByTitle, type CardDrill } from './cards';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';

// What a user does with the extension, in every browser the README offers, through one
// driver per browser (tests/e2e/driver/). Deeper checks live in the other files (Chromium).

const codeOf = async (language: string, key: string) =>
  (await readLanguageSnippets(language)).find((topic) => topic.key === key)!.snippets.join('\n');
const javascript = await readLanguageSnippets('javascript');
const javascriptCards = await cardsByTitle('javascript');
/** The lines of a topic's card, as the new tab drills it. */
const cardLines = (cards: Map<string, CardDrill[]>, title: string, index = 0) =>
  cards.get(title)![index]!.lines;

const heading = byRole('heading', { level: 2 });
const snippetCode = byRole('region', { name: 'Snippet code' });
const typing = byRole('textbox', { name: 'Typing practice' });
const results = byRole('region', { name: 'Results' });
const language = byRole('combobox', { name: 'Language' });
const card = byRole('status', { name: 'Card' });
/** What a new tab's Card element says, or null for a topic of one card (it has none). */
const cardText = async (page: TestPage) => ((await page.exists(card)) ? page.text(card) : null);

async function openSettings(page: TestPage) {
  await page.click(byRole('button', { name: 'Settings' }));
  await page.waitFor(byRole('checkbox', { name: 'Blinking cursor' }));
}

describe.each(E2E_BROWSERS)('as a user in $name', ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('opens the new tab on a drill, focused, with the UI contract and no serious axe violation', async () => {
    const page = await browser.openNewTab();
    await page.waitFor(snippetCode);
    expect(await page.value(language)).toBe('0');
    expect(await page.text(heading)).toBe(javascript[0]!.title);
    // The first card of the first topic: the heading stays its title, Card says which.
    const cards = javascriptCards.get(javascript[0]!.title)!;
    expect(await page.text(card)).toBe(`1 of ${cards.length}`);
    expect(await page.text(snippetCode)).toBe(cards[0]!.lines.join('\n'));
    expect(await page.focused(typing)).toBe(true);
    for (const name of ['Previous snippet', 'Next snippet', 'Restart']) {
      await page.waitFor(byRole('button', { name }));
    }
    await openSettings(page);
    for (const name of ['Scroll navigation', 'Blinking cursor', 'Show statistics']) {
      expect(await page.checked(byRole('checkbox', { name }))).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('takes a drill of one card from the keyboard, records it and shows it on the progress page', async () => {
    const page = await browser.openNewTab();
    await page.waitFor(snippetCode);
    const title = await page.text(heading);
    const topic = javascript.find((entry) => entry.title === title)!;
    const index = cardIndexOf(await cardText(page));
    const { lines, keys } = javascriptCards.get(title)![index]!;
    expect(await page.text(snippetCode)).toBe(lines.join('\n'));
    await page.focus(typing);
    await page.type(keys);
    expect(await page.text(results)).toContain('100%');
    await expect.poll(() => page.text(results)).toMatch(/Next review in \d+ minutes/);

    // The next new tab opens on another card (the next new one of this topic).
    const next = await browser.openNewTab();
    await next.waitFor(snippetCode);
    expect(`${await next.text(heading)} ${await cardText(next)}`).not.toBe(
      `${topic.title} ${index + 1} of ${javascriptCards.get(title)!.length}`,
    );

    const progress = await browser.open('progress.html', { height: 900 });
    const row = byRole('row', {
      name: new RegExp(`^${topic.title} 1 `),
      within: byRole('table', { name: 'Topics' }),
    });
    await progress.waitFor(row);
    expect(await seriousViolations(progress)).toEqual([]);
    for (const open of [page, next, progress]) await open.close();
  });

  it('carries a setting from the popup to an open new tab and across a reload', async () => {
    const newTab = await browser.openNewTab();
    await openSettings(newTab);
    const popup = await browser.open('popup.html', { width: 800, height: 600 });
    await openSettings(popup);
    await popup.click(byRole('checkbox', { name: 'Blinking cursor' }));
    await expect
      .poll(() => newTab.checked(byRole('checkbox', { name: 'Blinking cursor' })))
      .toBe(false);
    const stored = await newTab.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);
    expect(JSON.parse(stored!)).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: false,
      showStatsEnabled: true,
    });
    await newTab.reload();
    await openSettings(newTab);
    expect(await newTab.checked(byRole('checkbox', { name: 'Blinking cursor' }))).toBe(false);
    await newTab.click(byRole('checkbox', { name: 'Blinking cursor' }));
    for (const open of [newTab, popup]) await open.close();
  });

  it('finds a topic from the popup, copies it, and sends it to practice', async () => {
    const popup = await browser.open('popup.html', { width: 800, height: 600 });
    const search = byRole('searchbox', { name: 'Search snippets' });
    expect(await popup.focused(search)).toBe(true);
    await popup.type('rust closre');
    await popup.waitFor(byRole('option', { name: 'Closures (Rust)' }));
    await popup.press('Enter');
    await expect.poll(() => popup.text(heading)).toBe('Closures');
    const rustClosures = await codeOf('rust', 'closures');
    expect(await popup.text(snippetCode)).toBe(rustClosures);

    await popup.click(byRole('button', { name: 'Copy' }));
    await expect
      .poll(() => popup.evaluate(() => document.body.textContent.includes('Copied'), undefined))
      .toBe(true);
    expect(await popup.clipboardText()).toBe(rustClosures);

    // Practice opens the new tab on that topic, and every later new tab too.
    await popup.click(byRole('button', { name: 'Practise' }));
    const newTab = await browser.openNewTab();
    await expect.poll(() => newTab.text(heading)).toBe('Closures');
    // The new tab drills its first card; the popup showed the whole topic.
    const rustCards = await cardsByTitle('rust');
    expect(await newTab.text(snippetCode)).toBe(cardLines(rustCards, 'Closures').join('\n'));
    await newTab.close();
  });

  it('compares closures in Python and Go side by side, exactly', async () => {
    const page = await browser.open('compare.html?topic=closures&languages=python,go', {
      height: 900,
    });
    expect(await page.text(byRole('region', { name: 'Python code' }))).toBe(
      await codeOf('python', 'closures'),
    );
    expect(await page.text(byRole('region', { name: 'Go code' }))).toBe(
      await codeOf('go', 'closures'),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
