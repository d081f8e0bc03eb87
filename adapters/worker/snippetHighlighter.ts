import type { LanguageRegistration } from 'shiki';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { LANGUAGES, type LanguageKey } from '@/data/languages';
import { SHIKI_LANGUAGES, highlightLines, type ShikiLanguage } from '@/utils/highlight/tokens';
import type { Highlighted } from '@/utils/highlight/messages';
import { createPalette } from '@/utils/highlight/palette';

type Grammar = () => Promise<{ default: LanguageRegistration[] }>;

/**
 * Each language's grammar (the `SHIKI_LANGUAGES` one), a chunk of its own loaded on first use:
 * a snippet of Python loads no Haskell.
 */
const GRAMMARS = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  react: () => import('shiki/langs/jsx.mjs'),
  'react-typescript': () => import('shiki/langs/tsx.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  scala: () => import('shiki/langs/scala.mjs'),
  haskell: () => import('shiki/langs/haskell.mjs'),
} satisfies Record<LanguageKey, Grammar>;

/** Each language's grammar name and loader by key; a key from a message is looked up here. */
export const GRAMMAR_LOADERS: ReadonlyMap<string, { lang: ShikiLanguage; load: Grammar }> = new Map(
  LANGUAGES.map(({ key }) => [key, { lang: SHIKI_LANGUAGES[key], load: GRAMMARS[key] }]),
);

/** Highlights one snippet as the build does, with the JavaScript regex engine (no WebAssembly). */
type SnippetHighlighter = {
  highlight: (language: string, lines: readonly string[]) => Promise<Highlighted>;
};

/** A highlighter that loads the themes at once and each grammar once, when first asked. */
export function createSnippetHighlighter(): SnippetHighlighter {
  const core = createHighlighterCore({
    themes: [githubLight, githubDark],
    engine: createJavaScriptRegexEngine(),
  });
  const loaded = new Map<string, Promise<void>>();
  const load = (lang: ShikiLanguage, grammar: Grammar): Promise<void> => {
    let loading = loaded.get(lang);
    if (!loading) {
      loading = Promise.all([core, grammar()]).then(([shiki, module]) =>
        shiki.loadLanguage(module.default),
      );
      // A load that failed is tried again by the next snippet.
      loading.catch(() => loaded.delete(lang));
      loaded.set(lang, loading);
    }
    return loading;
  };
  return {
    highlight: async (language, lines) => {
      const grammar = GRAMMAR_LOADERS.get(language);
      if (!grammar) throw new Error(`${language} is not one of the 16 languages.`);
      await load(grammar.lang, grammar.load);
      const palette = createPalette();
      const tokens = highlightLines(await core, grammar.lang, lines, palette);
      return { palette: palette.palette, tokens };
    },
  };
}
