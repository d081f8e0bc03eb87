import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import type { SnippetGroup } from '@/data/types';

/** The folder that holds one `<language-key>.ts` file per language. */
const SNIPPETS_DIR = fileURLToPath(new URL('../../data/snippets/', import.meta.url));

const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });

/** Imports a TypeScript module fresh (no cache), at build or test time. */
function importFresh<T>(file: string): Promise<T> {
  return jiti.import<T>(file);
}

/** The snippet file of a language key. */
export function snippetFile(languageKey: string): string {
  return `${SNIPPETS_DIR}${languageKey}.ts`;
}

/** Reads a language's snippet groups from its file in data/snippets/. */
export function readLanguageSnippets(languageKey: string): Promise<SnippetGroup[]> {
  return readSnippetFile(snippetFile(languageKey));
}

/** Reads a language file's `snippetGroups` export at build or test time (never in the extension). */
export async function readSnippetFile(file: string): Promise<SnippetGroup[]> {
  const module = await importFresh<{ snippetGroups?: SnippetGroup[] }>(file);
  if (!Array.isArray(module.snippetGroups)) {
    throw new Error(`${file} must export "snippetGroups: SnippetGroup[]"`);
  }
  return module.snippetGroups;
}
