import type { HighlightClient } from '@/adapters/highlightClient';
import type { SnippetStore } from '@/adapters/snippetStore';
import { languageOf, type LanguageKey } from '@/data/languages';
import { snippetKey } from '@/utils/snippets/keys';
import type { PreparedSnippet } from '@/utils/snippets/prepare';
import type { OwnSnippet } from '@/utils/snippets/snippet';

/** Where a save is: the part being highlighted, and whether its grammar is still loading. */
type SaveProgress = {
  done: number;
  total: number;
  language: LanguageKey;
  /** The page has not highlighted this language yet: its grammar loads first (up to ~1 s). */
  loading: boolean;
};

/** Keys, highlights and stores prepared snippets; the same path for the form and an import. */
export type SnippetSaver = {
  /**
   * Saves every part in one `put`, so a failure saves none. The first part of an edit keeps
   * the edited snippet's id, key and creation time; every other part is a new snippet.
   */
  save: (
    parts: readonly PreparedSnippet[],
    editing: OwnSnippet | null,
    onProgress: (progress: SaveProgress) => void,
  ) => Promise<OwnSnippet[]>;
};

type SaverOptions = {
  store: SnippetStore;
  highlighter: HighlightClient;
  now?: () => number;
  newId?: () => string;
};

export function createSnippetSaver(options: SaverOptions): SnippetSaver {
  const { store, highlighter, now = Date.now, newId = () => crypto.randomUUID() } = options;
  // The languages this page has highlighted: their grammars are loaded in the worker.
  const loaded = new Set<LanguageKey>();

  return {
    save: async (parts, editing, onProgress) => {
      const start = now();
      const highlighted = [];
      for (const [index, part] of parts.entries()) {
        const { language, lines } = part;
        onProgress({ done: index, total: parts.length, language, loading: !loaded.has(language) });
        const { palette, tokens } = await highlighter
          .highlight(language, lines)
          .catch((error: unknown) => {
            const name = languageOf(language).name;
            const why = error instanceof Error ? error.message : String(error);
            throw new Error(`The ${name} code could not be highlighted: ${why}`, { cause: error });
          });
        loaded.add(language);
        highlighted.push({ ...part, palette, tokens });
      }
      // Highlighting takes seconds, in which another page may save or delete: the keys are
      // given from the store as it is now, and checked again inside the write's transaction.
      for (let attempt = 1; ; attempt++) {
        const saved = withKeys(highlighted, editing, await store.list(), start, newId);
        try {
          await store.put(saved, (stored) => checkUnchanged(saved, editing, stored));
          return saved;
        } catch (error) {
          if (!(error instanceof KeyTaken) || attempt === KEY_TRIES) throw error;
        }
      }
    },
  };
}

/** A key another page took between reading the keys and writing: the save tries again. */
class KeyTaken extends Error {}
const KEY_TRIES = 3;

type Highlighted = PreparedSnippet & Pick<OwnSnippet, 'palette' | 'tokens'>;

/**
 * The snippets to write. Keys are unique in a language among every snippet ever saved,
 * deleted ones too (`existing`), and among the parts of this batch. The first part of an
 * edit keeps the edited snippet's id, key and creation time.
 */
function withKeys(
  parts: readonly Highlighted[],
  editing: OwnSnippet | null,
  existing: readonly OwnSnippet[],
  start: number,
  newId: () => string,
): OwnSnippet[] {
  const taken = new Map<LanguageKey, Set<string>>();
  const keysOf = (language: LanguageKey) => {
    let keys = taken.get(language);
    if (!keys) {
      keys = new Set(existing.filter((s) => s.language === language).map((s) => s.key));
      taken.set(language, keys);
    }
    return keys;
  };
  return parts.map(({ language, title, lines, palette, tokens }, index) => {
    const kept = index === 0 ? editing : null;
    const key = kept ? kept.key : snippetKey(title, keysOf(language));
    keysOf(language).add(key);
    // A millisecond apart, so the parts of a batch keep their order by creation time.
    const at = new Date(start + index).toISOString();
    const fields = { title, lines, palette, tokens, updatedAt: at };
    return kept ? { ...kept, ...fields } : { id: newId(), language, key, createdAt: at, ...fields };
  });
}

/**
 * Inside the write's transaction: the edited snippet is as this page opened it (another
 * page's delete or edit is not undone by a stale form), and no new key was taken meanwhile.
 */
function checkUnchanged(
  saved: readonly OwnSnippet[],
  editing: OwnSnippet | null,
  stored: readonly OwnSnippet[],
): void {
  const byId = new Map(stored.map((snippet) => [snippet.id, snippet]));
  if (editing) {
    const held = byId.get(editing.id);
    if (held?.updatedAt !== editing.updatedAt || held.deletedAt !== undefined) {
      throw new Error(
        `“${editing.title}” was changed or deleted on another page since you opened it; your text is still here`,
      );
    }
  }
  const holders = new Map(
    stored.map((snippet) => [`${snippet.language}/${snippet.key}`, snippet.id]),
  );
  for (const snippet of saved) {
    const holder = holders.get(`${snippet.language}/${snippet.key}`);
    if (holder !== undefined && holder !== snippet.id) throw new KeyTaken();
  }
}

/** "Highlighting… loading the Python grammar", or "Highlighting 3 of 12…" for a batch. */
export function workingText({ done, total, language, loading }: SaveProgress): string {
  const count = total > 1 ? ` ${done + 1} of ${total}` : '';
  const grammar = loading ? ` loading the ${languageOf(language).name} grammar` : '';
  return `Highlighting${count}…${grammar}`;
}
