import type { Page } from 'playwright-core';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { typedSequence } from '@/utils/typingTargets';

const javascript = await readLanguageSnippets('javascript');

/** A figure's value: the <dd> after its <dt> (ARIA lets no one name a definition). */
export const figure = (page: Page, name: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The JavaScript topic a new tab opened on, and the keys that type it; focuses the drill. */
export async function drillOf(page: Page) {
  await page.getByRole('region', { name: 'Snippet code' }).waitFor();
  const title = await page.getByRole('heading', { level: 2 }).textContent();
  const topic = javascript.find((entry) => entry.title === title)!;
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return { topic, keys: typedSequence(topic.snippets) };
}

/** Types the whole drill a new tab opened on, until its Results show; resolves to its topic. */
export async function finishDrill(page: Page) {
  const { topic, keys } = await drillOf(page);
  await page.keyboard.type(keys);
  await page.getByRole('region', { name: 'Results' }).waitFor();
  return topic;
}
