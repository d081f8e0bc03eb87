import type { LanguageKey } from '@/data/languages';
import { cardTopic, topicCards } from '@/utils/drill/cards';
import { topicKeys } from '@/utils/drill/recallCues';
import { readLanguageSnippets } from '../content/sources';
import { highlightSet } from '../highlight';
import { attempt, type Session } from './session';
import { typeLikeAPerson } from './typing';

/** The drill the mid-drill and Results shots type: a topic most languages share. */
const DRILLED = { language: 'python', topic: 'closures' } as const;

/** The topic the recall shot opens on. */
const RECALLED = { language: 'go', topic: 'closures' } as const;

/** A topic as the build highlights it, and its palette. */
async function highlighted({ language, topic }: { language: LanguageKey; topic: string }) {
  const group = (await readLanguageSnippets(language)).find((entry) => entry.key === topic)!;
  const { topics, palette } = await highlightSet(language, [group]);
  return { highlightedTopic: topics[0]!, palette };
}

/** The keys of the topic's first card, which its address opens on, comments given. */
async function keysOf(target: { language: LanguageKey; topic: string }) {
  const { highlightedTopic, palette } = await highlighted(target);
  const card = cardTopic(highlightedTopic, topicCards(highlightedTopic, palette)[0]!);
  return topicKeys(card, palette);
}

/** The keys of the whole topic, as Drill length: Whole topic types it, comments given. */
async function wholeTopicKeysOf(target: { language: LanguageKey; topic: string }) {
  const { highlightedTopic, palette } = await highlighted(target);
  return topicKeys(highlightedTopic, palette);
}

/** Sets Drill length as Settings does (null: back to its default, Card). */
async function setDrillLength(session: Session, length: 'topic' | null) {
  const setup = await session.open('compare.html', { width: 800, height: 600 });
  await setup.evaluate((chosen) => {
    if (chosen) localStorage.setItem('code-recall-drill-length', chosen);
    else localStorage.removeItem('code-recall-drill-length');
  }, length);
  await setup.close();
}

/** Opens a new tab on a topic by its address, at level 0, and focuses the drill. */
async function openDrill(session: Session, { language, topic }: typeof DRILLED | typeof RECALLED) {
  const page = await session.open(`newtab.html?language=${language}&topic=${topic}`, {
    width: 1280,
    height: 800,
  });
  await page.getByRole('region', { name: 'Snippet code' }).waitFor();
  // Copy typing, every character shown: the imported history may have raised its level.
  await page.getByRole('combobox', { name: 'Recall level' }).selectOption('0');
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return page;
}

/**
 * The new tab idle (three sizes, and with Settings open), mid-drill, Results, at level 4, and
 * a translate drill (1280 and 1920).
 */
export async function shootNewTab(session: Session): Promise<void> {
  // chrome://newtab, as a user meets it: a fresh profile opens on JavaScript's first topic.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
    { width: 800, height: 700 },
  ]) {
    await attempt(session, `newtab-idle-${size.width}`, async () => {
      const page = await session.open('chrome://newtab', size);
      await page.getByRole('region', { name: 'Snippet code' }).waitFor();
      await session.save(page, 'newtab-idle');
      if (size.width === 1280) {
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('combobox', { name: 'Theme' }).waitFor();
        await session.save(page, 'newtab-settings');
      }
      await page.close();
    });
  }

  const keys = await keysOf(DRILLED);
  await attempt(session, 'newtab-drill', async () => {
    const page = await openDrill(session, DRILLED);
    // Two fifths typed, one slip put right and one left standing.
    const typed = Math.round(keys.length * 0.4);
    await typeLikeAPerson(page, keys.slice(0, typed), { wrong: [30, typed - 12] });
    await session.save(page, 'newtab-drill');
    // A mouse move wakes the faded header and bar, seen from the top: the README's picture.
    await page.mouse.move(640, 40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await session.save(page, 'newtab-awake');
    await page.close();
  });

  const wholeKeys = await wholeTopicKeysOf(DRILLED);
  await attempt(session, 'newtab-results', async () => {
    // The whole topic, its keys all typed: one card's Results would take the rest as Next.
    await setDrillLength(session, 'topic');
    try {
      const page = await openDrill(session, DRILLED);
      await typeLikeAPerson(page, wholeKeys, { wrong: [40, 120, 200] });
      await page.getByRole('region', { name: 'Results' }).waitFor();
      await page
        .getByRole('figure', { name: 'Speed during the drill' })
        .locator('canvas')
        .waitFor();
      await session.save(page, 'newtab-results');
      await page.close();
    } finally {
      // The shots after it drill as a new user does: one card.
      await setDrillLength(session, null);
    }
  });

  // The first keys of Go's Closures, typed from memory in the recall and the translate shots.
  const recalled = (await keysOf(RECALLED)).slice(0, 14);
  await attempt(session, 'newtab-recall', async () => {
    const page = await openDrill(session, RECALLED);
    await page.getByRole('combobox', { name: 'Recall level' }).selectOption('4');
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    await typeLikeAPerson(page, recalled);
    await session.save(page, 'newtab-recall');
    await page.close();
  });

  // Go's Closures typed from memory beside Python's, as Compare's Drill in Go opens it.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await attempt(session, `newtab-translate-${size.width}`, async () => {
      const page = await session.open(
        `newtab.html?language=${RECALLED.language}&topic=${RECALLED.topic}&from=python`,
        size,
      );
      await page.getByRole('region', { name: 'Python code' }).waitFor();
      await page.getByRole('region', { name: 'Snippet code' }).waitFor();
      await page.getByRole('textbox', { name: 'Typing practice' }).focus();
      await typeLikeAPerson(page, recalled);
      await session.save(page, 'newtab-translate');
      await page.close();
    });
  }
}
