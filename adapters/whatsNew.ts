import { browser } from 'wxt/browser';
import {
  WHATS_NEW_KEY,
  parsePendingRelease,
  releaseToAnnounce,
  type UpdateDetails,
} from '@/utils/whatsNew';

/**
 * The background's part: after an update that raises the major or minor version, keeps the
 * version in `storage.local` (the service worker has no `localStorage`), so the next new tab
 * or popup shows its What's new card. No notification, no permission beyond `storage`.
 */
export async function noteRelease(details: UpdateDetails): Promise<void> {
  const release = releaseToAnnounce(details, browser.runtime.getManifest().version);
  if (release === null) return;
  try {
    await browser.storage.local.set({ [WHATS_NEW_KEY]: release });
  } catch (error) {
    console.warn("What's new could not be kept for the next page", error);
  }
}

/** The version whose card waits to be seen, or null (nothing, unreadable or failing). */
export async function readPendingRelease(): Promise<string | null> {
  try {
    const stored = await browser.storage.local.get(WHATS_NEW_KEY);
    return parsePendingRelease(stored[WHATS_NEW_KEY]);
  } catch {
    return null;
  }
}

/** The card was dismissed: no page shows it again until the next release. */
export async function dismissRelease(): Promise<void> {
  try {
    await browser.storage.local.remove(WHATS_NEW_KEY);
  } catch (error) {
    console.warn("What's new could not be dismissed", error);
  }
}
