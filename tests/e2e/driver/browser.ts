import type { TestPage } from './testPage';

export type Size = { width?: number; height?: number };
export type LaunchOptions = {
  colorScheme?: 'light' | 'dark';
  /**
   * Firefox only: every `storage.sync` call rejects, as where the browser's sync store is
   * broken. Chromium has no switch for it and refuses the option.
   */
  failingSync?: boolean;
};

/** A browser with the built extension installed, driven the same way whichever it is. */
export type TestBrowser = {
  name: 'Chromium' | 'Firefox';
  /** An extension page (`popup.html`, `compare.html?…`) in a new tab of this size. */
  open: (path: string, size?: Size) => Promise<TestPage>;
  /** A new tab, as the user opens one: the extension's new-tab page. */
  openNewTab: (size?: Size) => Promise<TestPage>;
  /** The tab `action` opens (a button that calls `tabs.create`), once its page has loaded. */
  opened: (action: () => Promise<void>, size?: Size) => Promise<TestPage>;
  /** The address of every open tab, those the extension opened included. */
  tabs: () => Promise<string[]>;
  /** Console errors, page errors and requests that left the extension. */
  problems: string[];
  close: () => Promise<void>;
};
