/** The `storage.local` key that records the welcome page was opened once. */
export const WELCOMED_KEY = 'code-recall-welcomed';

/** What `runtime.onInstalled` tells: why, and (Firefox) whether the load is temporary. */
export type InstallDetails = { reason: string; temporary?: boolean };

/**
 * Whether to open the welcome page: on a first install only, not on an update or a browser
 * update, not once it was opened (`welcomed` is whatever `storage.local` holds, corrupt or
 * not: anything there means opened), and not for Firefox's temporary loads (about:debugging,
 * `web-ext run`, the real-browser tests), which install afresh on every start.
 */
export function shouldWelcome(details: InstallDetails, welcomed: unknown): boolean {
  return details.reason === 'install' && details.temporary !== true && welcomed === undefined;
}

/** The commands a user may bind to a key (no default key), each with the page it opens. */
export const COMMAND_PAGES: ReadonlyMap<string, string> = new Map([
  ['open-practice', '/newtab.html'],
  ['open-progress', '/progress.html'],
  ['open-snippets', '/snippets.html'],
]);

/** The message an extension page sends the background to run a command as its key would. */
type RunCommandMessage = { type: 'run-command'; command: string };

/** Whether a message sent to the background asks it to run a command. */
export function isRunCommand(message: unknown): message is RunCommandMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, command } = message as Partial<RunCommandMessage>;
  return type === 'run-command' && typeof command === 'string';
}

/** The browser families whose new-tab question the welcome page explains. */
export type BrowserFamily = 'chrome' | 'edge' | 'firefox';

/** Which browser runs the page: the build says Firefox; Edge runs the Chrome build. */
export function browserFamily(build: string, userAgent: string): BrowserFamily {
  if (build === 'firefox') return 'firefox';
  return /\bEdg\//.test(userAgent) ? 'edge' : 'chrome';
}
