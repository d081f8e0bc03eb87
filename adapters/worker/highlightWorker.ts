/// <reference lib="webworker" />
import type { HighlightRequest, HighlightResponse } from '@/utils/highlight/messages';
import { createSnippetHighlighter } from './snippetHighlighter';

// A snippet is highlighted here once, at save: the grammars stay off the page's main thread
// and out of every other page.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const highlighter = createSnippetHighlighter();

scope.onmessage = async ({ data }: MessageEvent<HighlightRequest>) => {
  let response: HighlightResponse;
  try {
    response = {
      id: data.id,
      ok: true,
      ...(await highlighter.highlight(data.language, data.lines)),
    };
  } catch (error) {
    response = {
      id: data.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};
