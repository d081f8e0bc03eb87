import { rmSync } from 'node:fs';
import { typedSequence } from '@/utils/drill/targets';
import { readLanguageSnippets } from '../content/sources';
import { EXTENSION_DIR, launchExtension, type ExtensionBrowser } from '../extension-browser';
import { benchExtension } from './pages';
import type { Row, RowInput } from './report';

/** A JavaScript topic the drills type: its title in the Topic list, its lines, every key typed. */
type DrillTopic = { title: string; lines: readonly string[]; text: string };

/** What every measure shares: the extension, its browser, the topics typed, the table. */
export type Bench = {
  /** The built extension, as it ships. */
  builtDir: string;
  /** A copy of it with the floor pages added (pages.ts), which the browsers load. */
  extensionDir: string;
  /** The browser the drills, paints and attempt log are measured in. */
  browser: ExtensionBrowser;
  /** `chrome-extension://<id>/` of that browser's extension. */
  base: string;
  /** The JavaScript topics with the most and the fewest keys to type. */
  longest: DrillTopic;
  shortest: DrillTopic;
  rows: Row[];
  record: (row: RowInput) => void;
};

/** Reads the topics, copies the built extension with its floors, and launches the browser. */
export async function openBench(): Promise<Bench> {
  const topics = (await readLanguageSnippets('javascript')).map((group): DrillTopic => ({
    title: group.title,
    lines: group.snippets,
    text: typedSequence(group.snippets),
  }));
  // The first of equals, so a topic added later does not change what is measured.
  const longest = topics.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const shortest = topics.reduce((a, b) => (b.text.length < a.text.length ? b : a));
  const extensionDir = await benchExtension(EXTENSION_DIR, longest.text);
  const browser = await launchExtension({ extensionDir });
  browser.context.setDefaultTimeout(20_000);
  const rows: Row[] = [];
  return {
    builtDir: EXTENSION_DIR,
    extensionDir,
    browser,
    base: `chrome-extension://${browser.extensionId}/`,
    longest,
    shortest,
    rows,
    record: (row) => rows.push({ floor: '-', ratio: null, ...row }),
  };
}

/** Closes the browser and removes the extension's copy. */
export async function closeBench(bench: Bench): Promise<void> {
  await bench.browser.close();
  rmSync(bench.extensionDir, { recursive: true, force: true });
}
