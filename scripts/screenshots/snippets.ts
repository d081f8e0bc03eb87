import type { Page } from 'playwright-core';
import { attempt, type Session } from './session';

/** A Markdown note with three blocks of the 16 languages and one shell block. */
const NOTES = [
  '# Snippets I keep looking up',
  '## Group by key',
  '```python',
  'from collections import defaultdict',
  '',
  'groups = defaultdict(list)',
  'for order in orders:',
  '    groups[order.customer].append(order)',
  '```',
  '## Retry with backoff',
  '```rust',
  'for attempt in 0..5 {',
  '    match send(&request) {',
  '        Ok(reply) => return Ok(reply),',
  '        Err(_) => sleep(Duration::from_millis(100 << attempt)),',
  '    }',
  '}',
  '```',
  '## Fan out',
  '```go',
  'var wg sync.WaitGroup',
  'for _, url := range urls {',
  '\twg.Add(1)',
  '\tgo func(u string) { defer wg.Done(); fetch(u) }(url)',
  '}',
  'wg.Wait()',
  '```',
  '## Install',
  '```shell',
  'npm install',
  '```',
].join('\n');

/** Code as pasted from an editor: CRLF, trailing spaces and a shared indentation. */
const PASTED =
  '    def read(path):  \r\n        with open(path) as f:\r\n            return f.read()\r\n';

/** Opens My snippets, once it has read the store. */
async function openSnippets(session: Session, width: number): Promise<Page> {
  const page = await session.open('snippets.html', { width, height: 900 });
  await page.getByRole('heading', { name: 'My snippets' }).waitFor();
  return page;
}

/**
 * My snippets empty; with a Markdown note imported and a pasted draft showing what cleaning
 * changes (1280 and 360 px); then the popup finding one of them, marked Mine.
 */
export async function shootSnippets(session: Session): Promise<void> {
  await attempt(session, 'snippets', async () => {
    const page = await openSnippets(session, 1280);
    await session.save(page, 'snippets-empty');
    await page.getByLabel('Import snippets').setInputFiles({
      name: 'notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(NOTES),
    });
    await page.getByRole('button', { name: 'Edit Fan out' }).waitFor();
    await page.getByRole('combobox', { name: 'Snippet language' }).selectOption('Python');
    await page.getByRole('textbox', { name: 'Title' }).fill('Read a file');
    await page.getByRole('textbox', { name: 'Code' }).fill(PASTED);
    await page.getByRole('region', { name: 'Cleaned code' }).waitFor();
    await session.save(page, 'snippets-saved');
    await page.close();
    const narrow = await openSnippets(session, 360);
    await narrow.getByRole('button', { name: 'Edit Fan out' }).waitFor();
    await session.save(narrow, 'snippets-saved');
    await narrow.close();
  });
  await attempt(session, 'popup-mine', async () => {
    const page = await session.open('popup.html', { width: 600, height: 600 });
    await page.getByLabel('Search snippets').focus();
    await page.keyboard.type('backoff');
    await page.getByRole('option', { name: /Retry with backoff.*mine/ }).waitFor();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await session.save(page, 'popup-mine');
    await page.close();
  });
}
