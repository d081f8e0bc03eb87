import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { seriousViolations } from './axe';

const codeOf = async (language: string, key: string) =>
  (await readLanguageSnippets(language)).find((topic) => topic.key === key)!.snippets.join('\n');

describe('compare', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(() => browser.close());

  it('shows closures in Python and Go side by side, exactly', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(
      `chrome-extension://${browser.extensionId}/compare.html?topic=closures&languages=python,go`,
    );
    const python = page.getByRole('region', { name: 'Python code' });
    const go = page.getByRole('region', { name: 'Go code' });
    await python.waitFor();
    await go.waitFor();
    // Long lines wrap in their card: nothing is cut off or hidden past a scroll bar.
    for (const code of [python, go]) {
      const { scrollWidth, clientWidth } = await code.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    // Go indents with tabs: one tab is four columns, as wide as `func`, in a wrapping card too.
    const indents = await go.evaluate((element) => {
      const lines = [...element.querySelectorAll<HTMLElement>('.code-line')];
      // The width of a line's first `length` characters (its first token holds them).
      const widthOf = (prefix: string, length: number) => {
        const line = lines.find((candidate) => candidate.textContent.startsWith(prefix))!;
        const range = document.createRange();
        range.setStart(line.firstChild!.firstChild!, 0);
        range.setEnd(line.firstChild!.firstChild!, length);
        return range.getBoundingClientRect().width;
      };
      return { tab: widthOf('\treturn func', 1), func: widthOf('func ', 4) };
    });
    expect(indents.tab).toBeCloseTo(indents.func, 0);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Practice' })
      .waitFor();
    expect(await python.textContent()).toBe(await codeOf('python', 'closures'));
    expect(await go.textContent()).toBe(await codeOf('go', 'closures'));
    expect(await page.getByRole('combobox', { name: 'First language' }).inputValue()).toBe(
      'python',
    );
    expect(await page.getByRole('combobox', { name: 'Topic' }).inputValue()).toBe('closures');
    // Choosing a language is what the page remembers for the next compare.
    const second = page.getByRole('combobox', { name: 'Second language' });
    await second.selectOption('rust');
    await page.getByRole('region', { name: 'Rust code' }).waitFor();
    await second.selectOption('go');
    await go.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'opens a link to the topic "%s" as a topic no language has, not the error page',
    async (topic) => {
      const page = await browser.context.newPage();
      await page.goto(
        `chrome-extension://${browser.extensionId}/compare.html?topic=${topic}&languages=python,go`,
      );
      await page.getByRole('heading', { name: /^Python has no topic/ }).waitFor();
      await page.getByRole('heading', { name: /^Go has no topic/ }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.close();
    },
  );

  it('opens from the popup on the topic shown, and remembers the last pair', async () => {
    const popup = await browser.openPopup({ width: 800, height: 600 });
    await popup.getByRole('region', { name: 'Snippet code' }).waitFor();
    const [compare] = await Promise.all([
      browser.context.waitForEvent('page'),
      popup.getByRole('button', { name: 'Compare' }).click(),
    ]);
    await compare.getByRole('region', { name: 'JavaScript code' }).waitFor();
    // The second language is the one compared last.
    expect(await compare.getByRole('combobox', { name: 'Second language' }).inputValue()).toBe(
      'go',
    );
  });
});
