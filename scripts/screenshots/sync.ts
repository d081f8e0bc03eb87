import type { Page } from 'playwright-core';
import { deviceItems } from '@/utils/sync/deviceKeys';
import { foldShare } from '@/utils/sync/fold';
import { writeShare } from '@/utils/sync/share';
import { attempt, type Session } from './session';

/** The part of an extension page's `chrome` global the shots use. */
type ExtensionGlobal = {
  chrome: { storage: { sync: { set: (items: Record<string, unknown>) => Promise<void> } } };
};

/** Another device's share: a drill of Python's first topic yesterday. */
function otherDevice(now: number): Record<string, unknown> {
  const at = now - 86_400_000;
  const drill = {
    at,
    card: 'python/variables',
    mode: 'type' as const,
    durationMs: 40_000,
    wpm: 48,
    rawWpm: 51,
    accuracy: 0.96,
    errors: 2,
    hints: 0,
  };
  return Object.fromEntries(
    deviceItems('laptop01', writeShare(foldShare([drill], 0)), { epoch: 0, at }),
  );
}

/** A JavaScript table of 40 rows of about 190 characters: too large for one sync key. */
const WIDE_TABLE = [
  'const fixtures = [',
  ...Array.from(
    { length: 38 },
    (_, row) =>
      `  { id: ${row + 1}, name: 'customer-${String(row + 1).padStart(3, '0')}', region: 'eu-west-1', plan: 'enterprise', seats: ${(row + 3) * 7}, renewsOn: '2027-0${(row % 9) + 1}-15', tags: ['billing', 'priority', 'annual'] },`,
  ),
  '];',
].join('\n');

async function openSized(session: Session, path: string, width: number): Promise<Page> {
  return session.open(path, { width, height: width < 600 ? 800 : 900 });
}

/**
 * Sync as a user meets it: the progress page's Sync section once another device's drill
 * has arrived (1280 and 360 px), and My snippets with a snippet too large for sync marked
 * Not synced.
 */
export async function shootSync(session: Session): Promise<void> {
  await attempt(session, 'progress-sync', async () => {
    for (const width of [1280, 360]) {
      const page = await openSized(session, 'progress.html', width);
      if (width === 1280) {
        await page.evaluate(
          (items) => (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.set(items),
          otherDevice(Date.now()),
        );
      }
      const section = page.getByRole('region', { name: 'Sync' });
      await section.getByText('2 devices').waitFor();
      await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await session.save(page, 'progress-sync');
      await page.close();
    }
  });
  await attempt(session, 'snippets-unsynced', async () => {
    const page = await openSized(session, 'snippets.html', 1280);
    await page.getByRole('heading', { name: 'My snippets' }).waitFor();
    await page.getByRole('combobox', { name: 'Snippet language' }).selectOption('JavaScript');
    await page.getByRole('textbox', { name: 'Title' }).fill('Customer fixtures');
    await page.getByRole('textbox', { name: 'Code' }).fill(WIDE_TABLE);
    await page.getByRole('button', { name: 'Save snippet' }).click();
    const mark = page.getByText('Not synced').first();
    await mark.waitFor({ timeout: 15_000 });
    await mark.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await session.save(page, 'snippets-unsynced');
    await page.close();
  });
}
