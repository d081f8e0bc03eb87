// `npm run screenshots`: every page in every state and theme, from the built extension.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ResolvedTheme } from '@/utils/preferences/theme';
import { shootFirstRun } from './screenshots/firstRun';
import { shootNewTab } from './screenshots/newtab';
import { shootCompare, shootPopup, shootProgress } from './screenshots/pages';
import { startSession } from './screenshots/session';
import { shootSnippets } from './screenshots/snippets';
import { STORE_FOLDER, makeStoreImages } from './screenshots/store';
import { shootSync } from './screenshots/sync';

const HELP = `npm run screenshots [-- --readme | --store] [-- --theme light|dark|contrast]

Photographs the built extension (run \`npm run build\` first) in headless Chromium: the new
tab idle (1280, 1920 and 800 px wide; Settings open), mid-drill, Results and at level 4, and
a translate drill from Python into Go (1280 and 1920); the popup at
360, 600 and 800 px with "rust closre" typed; the progress page empty, with an imported
six-week history, and at Weak spots; compare (Python and Rust closures, 1440 px); My
snippets empty and with a Markdown note imported and a pasted draft cleaned (1280 and 360
px), and the popup finding one of them; the progress page's Sync section once another
device's drill has arrived (1280 and 360 px) and My snippets with one Not synced; the
welcome page (top, whole, its try-it drill typed), the options page, and What's new on the
new tab and in the popup (360 and 600 px, its points closed and open). Each in the light, dark and high-contrast themes, into
screenshots/ as <page>-<state>-<theme>-<width>.png.

  --readme   light only, then refreshes the pictures the README shows:
             docs/screenshots/newtab.png, docs/screenshots/progress.png, docs/finished-drill.png
  --store    light only, then writes the stores' images into ${STORE_FOLDER}/ (not
             committed): chrome/ five 1280 x 800 screenshots and the 440 x 280 small promo
             tile, amo/ the same screenshots
  --theme    one theme only`;

const FOLDER = 'screenshots';

/** The README's pictures, each copied from one light shot. */
const README_PICTURES: readonly [shot: string, picture: string][] = [
  ['newtab-awake-light-1280.png', 'docs/screenshots/newtab.png'],
  ['progress-history-light-1280.png', 'docs/screenshots/progress.png'],
  ['newtab-results-light-1280.png', 'docs/finished-drill.png'],
];

const THEMES: readonly ResolvedTheme[] = ['light', 'dark', 'contrast'];

const { values } = parseArgs({
  options: {
    readme: { type: 'boolean', default: false },
    store: { type: 'boolean', default: false },
    theme: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const themes: readonly ResolvedTheme[] =
  values.readme || values.store
    ? ['light']
    : THEMES.filter((theme) => (values.theme ?? theme) === theme);
if (themes.length === 0) throw new Error(`--theme ${values.theme}: use light, dark or contrast`);

mkdirSync(FOLDER, { recursive: true });
// The themes shot again lose their old pictures, so a shot that fails leaves none behind.
for (const file of readdirSync(FOLDER)) {
  if (themes.some((theme) => file.includes(`-${theme}-`))) rmSync(join(FOLDER, file));
}
const started = performance.now();
const failures: string[] = [];
for (const theme of themes) {
  const session = await startSession(theme, FOLDER);
  try {
    // The progress page first, while the log is empty; the drills then add to the history.
    await shootProgress(session);
    await shootNewTab(session);
    await shootPopup(session);
    await shootCompare(session);
    await shootSnippets(session);
    await shootSync(session);
    await shootFirstRun(session);
    if (values.store) {
      const written = await makeStoreImages(session, FOLDER);
      console.log(`Store images: ${written.join(', ')}`);
    }
  } finally {
    await session.browser.close();
  }
  failures.push(...session.failures, ...session.browser.problems.map((p) => `${theme}: ${p}`));
  console.log(`${theme}: done at ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
if (failures.length > 0) {
  console.error(`Not as expected:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else if (values.readme) {
  mkdirSync('docs/screenshots', { recursive: true });
  for (const [shot, picture] of README_PICTURES) copyFileSync(join(FOLDER, shot), picture);
  console.log(`Refreshed ${README_PICTURES.map(([, picture]) => picture).join(', ')}`);
}
