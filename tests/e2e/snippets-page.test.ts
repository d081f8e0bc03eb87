import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { E2E_BROWSERS } from './driver/browsers';
import type { TestBrowser } from './driver/browser';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';
import { PASTED, insertText } from './snippets';

// My snippets in every browser the README offers: write one, import a Markdown file by
// dropping it on the page, delete one after the confirmation.

const NOTES = [
  '# Cheat sheet',
  '## Squares',
  '```python',
  'squares = [n * n for n in range(10)]',
  'cubes = [n ** 3 for n in range(10)]',
  'print(squares, cubes)',
  '```',
  '## Borrow',
  '```rust',
  'let first = &words[0];',
  'let last = words.last();',
  'println!("{first} {last:?}");',
  '```',
  '## Spawn',
  '```go',
  'go worker(jobs)',
  'go worker(jobs)',
  'wg.Wait()',
  '```',
  '## Install',
  '```shell',
  'npm install',
  '```',
].join('\n');

const code = byRole('textbox', { name: 'Code' });
const button = (name: string) => byRole('button', { name });

/** Drops a file on the page, as a file dragged in from the desktop. */
const dropFile = (page: TestPage, name: string, text: string) =>
  page.evaluate(
    ({ name, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    },
    { name, text },
  );

/** Every status and alert line on the page, for an outcome no role query names. */
const announced = (page: TestPage) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="status"], [role="alert"]')].map(
        (element) => element.textContent,
      ),
    undefined,
  );

describe.each(E2E_BROWSERS)('My snippets in $name', ({ launch }) => {
  let browser: TestBrowser;
  let page: TestPage;
  beforeAll(async () => {
    browser = await launch();
    page = await browser.open('snippets.html', { width: 1280, height: 900 });
    await page.waitFor(byRole('heading', { name: 'My snippets' }));
  }, 60_000);
  afterAll(() => browser.close());

  it('cleans a pasted Python snippet before saving it, then lists it', async () => {
    await page.select(byRole('combobox', { name: 'Snippet language' }), 'Python');
    await page.focus(byRole('textbox', { name: 'Title' }));
    await page.type('Read a File');
    await page.focus(code);
    await insertText(page, PASTED);
    const cleaned = byRole('region', { name: 'Cleaned code' });
    await page.waitFor(cleaned);
    expect(await page.text(cleaned)).toBe(
      'def read(path):\n\twith open(path) as f:\n\t\treturn f.read()',
    );
    expect((await announced(page)).join(' ')).not.toMatch(/Line \d/);
    await page.click(button('Save snippet'));
    await page.waitFor(button('Edit Read a File'));
    await expect.poll(() => announced(page)).toContain('Saved “Read a File”.');
    expect(await page.value(code)).toBe('');
  });

  it('imports the blocks of a Markdown file dropped on the page, skipping the shell one', async () => {
    await dropFile(page, 'notes.md', NOTES);
    for (const title of ['Squares', 'Borrow', 'Spawn']) {
      await page.waitFor(button(`Practise ${title}`));
    }
    const outcome = (await announced(page)).find((text) => text.startsWith('Saved 3'));
    expect(outcome).toMatch(/^Saved 3 snippets; skipped 1: .*shell/);
    expect(await page.exists(button('Practise Install'))).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deletes a snippet once the dialog confirms, and it stays deleted', async () => {
    await page.click(button('Delete Borrow'));
    const dialog = byRole('dialog', { name: 'Delete “Borrow”?' });
    await page.waitFor(dialog);
    await page.click(byRole('button', { name: 'Delete snippet', within: dialog }));
    await expect.poll(() => page.exists(button('Delete Borrow'))).toBe(false);

    await page.reload();
    await page.waitFor(button('Edit Squares'));
    expect(await page.exists(button('Edit Borrow'))).toBe(false);
    expect(await page.exists(button('Edit Read a File'))).toBe(true);
    expect(browser.problems).toEqual([]);
  });
});
