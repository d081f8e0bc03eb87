import type { Page } from 'playwright-core';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { cardIndexOf, cardsByTitle } from './cards';

const javascript = await readLanguageSnippets('javascript');
const javascriptCards = await cardsByTitle('javascript');

/** A figure's value: the <dd> after its <dt> (ARIA lets no one name a definition). */
export const figure = (page: Page, name: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * The JavaScript topic a new tab opened on, the card of it drilled (its lines), and the keys
 * that type that card; focuses the drill.
 */
export async function drillOf(page: Page) {
  await page.getByRole('region', { name: 'Snippet code' }).waitFor();
  const title = await page.getByRole('heading', { level: 2 }).textContent();
  const topic = javascript.find((entry) => entry.title === title)!;
  const card = page.getByRole('status', { name: 'Card' });
  const index = cardIndexOf((await card.count()) > 0 ? await card.textContent() : null);
  const { lines, keys } = javascriptCards.get(title!)![index]!;
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return { topic, lines, keys };
}

/** Types the drill (a card) a new tab opened on, until its Results show; resolves to its topic. */
export async function finishDrill(page: Page) {
  const { topic, keys } = await drillOf(page);
  await page.keyboard.type(keys);
  await page.getByRole('region', { name: 'Results' }).waitFor();
  return topic;
}
