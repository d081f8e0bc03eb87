import type { Page } from 'playwright-core';
import { practisedHistory, progressFile } from './history';
import { attempt, type Session } from './session';

/** How many attempts the imported history holds: about six weeks of most days' practice. */
const HISTORY_ATTEMPTS = 231;

/** Types the search into a popup of `width` and waits for the first option to be Closures. */
async function searchPopup(session: Session, width: number): Promise<Page> {
  const page = await session.open('popup.html', { width, height: 600 });
  const search = page.getByLabel('Search snippets');
  await search.waitFor();
  await search.focus();
  await page.keyboard.type('rust closre');
  await page
    .getByRole('listbox', { name: 'Topics' })
    .getByRole('option', { name: /Closures/ })
    .first()
    .waitFor();
  await page.getByRole('region', { name: 'Snippet code' }).waitFor();
  return page;
}

/** The popup at 360, 600 and 800 px with "rust closre" typed. */
export async function shootPopup(session: Session): Promise<void> {
  for (const width of [360, 600, 800]) {
    await attempt(session, `popup-search-${width}`, async () => {
      const page = await searchPopup(session, width);
      await session.save(page, 'popup-search');
      await page.close();
    });
  }
}

/** Opens the progress page at its top, once it has read the log. */
async function openProgress(session: Session): Promise<Page> {
  const page = await session.open('progress.html', { width: 1280, height: 800 });
  await page.getByRole('heading', { name: 'Progress', level: 2 }).waitFor();
  await page.getByText('Reading your progress…').waitFor({ state: 'detached' });
  return page;
}

/**
 * The progress page empty, then with a history imported through Import progress: at its top
 * and at Weak spots. Runs before any drill is finished, so "empty" is empty.
 */
export async function shootProgress(session: Session): Promise<void> {
  await attempt(session, 'progress-empty', async () => {
    const page = await openProgress(session);
    await session.save(page, 'progress-empty');
    const now = Date.now();
    await page
      .getByLabel('Import progress')
      .setInputFiles(progressFile(await practisedHistory(HISTORY_ATTEMPTS, now), now));
    await page
      .getByRole('status')
      .filter({ hasText: /^Imported/ })
      .waitFor();
    await page.close();
  });

  await attempt(session, 'progress-history', async () => {
    const page = await openProgress(session);
    await page.getByRole('figure', { name: 'Speed over time' }).locator('canvas').waitFor();
    await page.getByRole('figure', { name: 'Practice calendar' }).waitFor();
    await session.save(page, 'progress-history');
    await page
      .getByRole('heading', { name: 'Weak spots' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await session.save(page, 'progress-weakspots');
    await page.close();
  });
}

/** Compare at 1440 × 900: Python and Rust closures side by side. */
export async function shootCompare(session: Session): Promise<void> {
  await attempt(session, 'compare', async () => {
    const page = await session.open('compare.html?topic=closures&languages=python,rust', {
      width: 1440,
      height: 900,
    });
    await page.getByRole('region', { name: 'Python code' }).waitFor();
    await page.getByRole('region', { name: 'Rust code' }).waitFor();
    await session.save(page, 'compare-closures');
    await page.close();
  });
}
