import type { LanguageKey } from '@/data/languages';
import { cardTypedChars } from '@/utils/drill/cards';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import type { OwnSnippet } from './snippet';
import { liveSnippets } from './topics';

// Apart from topics.ts, which every page's first chunk holds: the card code it needs is the
// drill's.

/**
 * The keys of a language's own snippets with nothing to type but comments, which a drill
 * gives: the schedule never opens on one (its drill could not finish), a choice still does.
 */
export const commentOnlyTopics = (snippets: readonly OwnSnippet[], language: LanguageKey) =>
  new Set(
    liveSnippets(snippets, language)
      .filter(({ lines, tokens, palette }) => {
        const classes = tokens.map((line) => lineClasses(line, palette));
        return cardTypedChars(lines, classes) === 0;
      })
      .map(({ key }) => key),
  );
