import type { LanguageKey } from '@/data/languages';
import type { Token, TokenStyle } from '@/data/types';

/**
 * A snippet of the user's own: stored in IndexedDB (table `snippets`), exported in version 2
 * files, and shown everywhere as a topic after its language's built-in topics.
 * `palette` and `tokens` are its highlighting, worked out once at save: the tokens of a line
 * join to that line, each naming its entry in the snippet's own palette.
 */
export type OwnSnippet = {
  /** A random UUID. */
  id: string;
  language: LanguageKey;
  /** `my-<slug>`, unique in its language among every snippet ever saved (deleted ones too). */
  key: string;
  title: string;
  /** The cleaned code, a line each. */
  lines: string[];
  palette: TokenStyle[];
  tokens: Token[][];
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  /** Set when deleted: the snippet leaves the topics, its attempts stay. */
  deletedAt?: string;
};

/** A snippet before it is cleaned, keyed and highlighted: what the form or one import gives. */
export type OwnSnippetDraft = { language: LanguageKey; title: string; code: string };
