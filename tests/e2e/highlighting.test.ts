import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';

// The first JavaScript group with an indented line: its text must keep the indentation.
const groups = await readLanguageSnippets('javascript');
const indentedIndex = groups.findIndex((group) =>
  group.snippets.some((line) => /^\s+\S/.test(line)),
);
const expectedText = groups[indentedIndex]!.snippets.join('\n');

type Rendered = { text: string; colours: string[] };

/** The new tab drills whole topics (Drill length), as these tests compare whole topics. */
async function wholeTopics(tab: Page) {
  await tab.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
  await tab.reload();
}

async function renderedCode(
  browser: ExtensionBrowser,
  page: 'popup' | 'newtab',
): Promise<Rendered> {
  const tab = page === 'popup' ? await browser.openPopup() : await browser.openNewTab();
  if (page === 'newtab') await wholeTopics(tab);
  const code = tab.getByRole('region', { name: 'Snippet code' });
  await code.waitFor();
  for (let step = 0; step < indentedIndex; step += 1) {
    await tab.getByRole('button', { name: 'Next snippet' }).click();
  }
  await tab.getByRole('heading', { name: groups[indentedIndex]!.title }).waitFor();
  const rendered = await code.evaluate((element) => ({
    text: element.textContent,
    colours: [...element.querySelectorAll('.token')].map((token) => getComputedStyle(token).color),
  }));
  await tab.close();
  return rendered;
}

describe('highlighted code in the built extension', () => {
  const browsers: ExtensionBrowser[] = [];
  afterAll(async () => Promise.all(browsers.map((browser) => browser.close())));

  it.each(['popup', 'newtab'] as const)(
    'the %s shows coloured tokens with the exact text, and other colours in dark mode',
    async (page) => {
      const light = await launchExtension({ colorScheme: 'light' });
      const dark = await launchExtension({ colorScheme: 'dark' });
      browsers.push(light, dark);
      const inLight = await renderedCode(light, page);
      const inDark = await renderedCode(dark, page);

      expect(new Set(inLight.colours).size).toBeGreaterThan(2);
      expect(inLight.text).toBe(expectedText);
      expect(inDark.text).toBe(expectedText);
      expect(inDark.colours).toHaveLength(inLight.colours.length);
      expect(inDark.colours).not.toEqual(inLight.colours);
      expect([...light.problems, ...dark.problems]).toEqual([]);
    },
  );
});

describe('every language in the built extension', () => {
  let browser: ExtensionBrowser | undefined;
  afterAll(async () => browser?.close());

  it.each(['popup', 'newtab'] as const)(
    'the %s shows each language its own highlighted first topic',
    async (page) => {
      browser ??= await launchExtension();
      const tab = page === 'popup' ? await browser.openPopup() : await browser.openNewTab();
      if (page === 'newtab') await wholeTopics(tab);
      for (const { name, key } of LANGUAGES) {
        const first = (await readLanguageSnippets(key))[0]!;
        await tab.getByRole('combobox', { name: 'Language' }).selectOption({ label: name });
        await tab.getByRole('heading', { level: 2, name: first.title, exact: true }).waitFor();
        const code = tab.getByRole('region', { name: 'Snippet code' });
        expect(await code.textContent(), name).toBe(first.snippets.join('\n'));
        const colours = await code.evaluate((element) =>
          [...element.querySelectorAll('.token')].map((token) => getComputedStyle(token).color),
        );
        expect(new Set(colours).size, name).toBeGreaterThan(2);
      }
      await tab.close();
      expect(browser.problems).toEqual([]);
    },
  );
});
