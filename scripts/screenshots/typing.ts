import type { Page } from 'playwright-core';

/** What goes wrong while typing: a wrong key left standing, or one put right with Backspace. */
type Slips = { kept?: readonly number[]; corrected?: readonly number[] };

/** A key no snippet expects at that place, typed as the slip. */
const WRONG_KEY = '#';

/**
 * Types `keys` into the focused drill as a person would, about 60 WPM with uneven gaps, so the
 * figures and the speed chart look like a real drill's. The page's clock is faked and moved
 * on between keys (Playwright's clock), so a minute's drill takes a few seconds to type.
 * The clock flows again at the end.
 */
export async function typeLikeAPerson(page: Page, keys: string, slips: Slips = {}) {
  const kept = new Set(slips.kept);
  const corrected = new Set(slips.corrected);
  await page.clock.install();
  let seed = 11;
  const gap = () => 110 + ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 160;
  for (const [index, key] of Array.from(keys).entries()) {
    if (corrected.has(index)) {
      await page.keyboard.type(WRONG_KEY);
      await page.clock.runFor(Math.round(gap() * 2));
      await page.keyboard.press('Backspace');
      await page.clock.runFor(Math.round(gap()));
    }
    await page.keyboard.type(kept.has(index) ? WRONG_KEY : key);
    await page.clock.runFor(Math.round(gap()));
  }
  await page.clock.resume();
}
