import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedSequence } from '@/utils/drill/targets';
import type { TestBrowser } from './driver/browser';
import { E2E_BROWSERS } from './driver/browsers';
import { byRole } from './driver/query';
import { LINES, PASTED, TITLE, insertText } from './snippets';

// Your own code, end to end in every browser the README offers: saved on My snippets, found
// in the popup, drilled on the new tab, scheduled on the progress page.

describe.each(E2E_BROWSERS)('your own snippet in $name', ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(() => browser.close());

  it('is saved, found in the popup, practised from there, and shown on the progress page', async () => {
    const page = await browser.open('snippets.html', { width: 1280, height: 900 });
    await page.select(byRole('combobox', { name: 'Snippet language' }), 'Python');
    await page.focus(byRole('textbox', { name: 'Title' }));
    await page.type(TITLE);
    await page.focus(byRole('textbox', { name: 'Code' }));
    await insertText(page, PASTED);
    await page.waitFor(byRole('region', { name: 'Cleaned code' }));
    await page.click(byRole('button', { name: 'Save snippet' }));
    await page.waitFor(byRole('button', { name: `Edit ${TITLE}` }));
    await page.close();

    const popup = await browser.open('popup.html', { width: 800, height: 600 });
    await popup.type('read file');
    const option = byRole('option', { name: `${TITLE} (Python), mine` });
    await popup.waitFor(option);
    await popup.click(option);
    await expect.poll(() => popup.text(byRole('heading', { level: 2 }))).toBe(TITLE);
    await popup.click(byRole('button', { name: 'Practise' }));

    const drill = await browser.openNewTab();
    await expect.poll(() => drill.text(byRole('heading', { level: 2 }))).toBe(TITLE);
    expect(await drill.text(byRole('region', { name: 'Snippet code' }))).toBe(LINES.join('\n'));
    await drill.focus(byRole('textbox', { name: 'Typing practice' }));
    await drill.type(typedSequence(LINES));
    await expect.poll(() => drill.text(byRole('region', { name: 'Results' }))).toContain('100%');

    const progress = await browser.open('progress.html', { width: 1280, height: 900 });
    const row = byRole('row', {
      name: new RegExp(`^${TITLE} 1 `),
      within: byRole('table', { name: 'Topics' }),
    });
    await progress.waitFor(row);
    expect(browser.problems).toEqual([]);
    for (const open of [popup, drill, progress]) await open.close();
  });
});
