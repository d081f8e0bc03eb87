import type { LanguageKey } from '@/data/languages';
import type { Token, TokenStyle } from '@/data/types';

/** One snippet's highlighting: its own palette, and each line's tokens naming entries in it. */
export type Highlighted = { palette: TokenStyle[]; tokens: Token[][] };

/** What the page asks the highlight worker: one snippet's lines, numbered to match the answer. */
export type HighlightRequest = { id: number; language: LanguageKey; lines: readonly string[] };

/** What the worker answers: the tokens, or why it could not (an unknown language). */
export type HighlightResponse =
  ({ id: number; ok: true } & Highlighted) | { id: number; ok: false; message: string };

/** The page's end of the highlight worker (a Worker, or a stand-in in tests). */
export type HighlightPort = {
  postMessage: (request: HighlightRequest) => void;
  onmessage: ((event: MessageEvent<HighlightResponse>) => void) | null;
  /** The worker failed: it did not start, or threw outside a request. */
  onerror: ((event: ErrorEvent) => void) | null;
  terminate: () => void;
};
