import type { LaunchOptions, TestBrowser } from './browser';
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';

type BrowserEntry = {
  name: TestBrowser['name'];
  launch: (options?: LaunchOptions) => Promise<TestBrowser>;
};

const ALL: readonly BrowserEntry[] = [
  { name: 'Chromium', launch: launchChromium },
  { name: 'Firefox', launch: launchFirefox },
];

/**
 * The browsers the user-level tests run in: both, or the one `E2E_BROWSER` names
 * (`chromium` or `firefox`), so each browser's suite can run alone.
 */
export const E2E_BROWSERS: readonly BrowserEntry[] = selectBrowsers(process.env.E2E_BROWSER);

function selectBrowsers(wanted: string | undefined): readonly BrowserEntry[] {
  if (!wanted) return ALL;
  const chosen = ALL.filter(({ name }) => name.toLowerCase() === wanted.toLowerCase());
  if (chosen.length === 0) throw new Error(`E2E_BROWSER=${wanted}: use chromium or firefox`);
  return chosen;
}
