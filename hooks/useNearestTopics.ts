import { useEffect, useEffectEvent, useState } from 'react';
import { askNearest } from '@/adapters/nearestClient';
import type { LanguageKey } from '@/data/languages';
import type { TopicName } from '@/utils/compare/topics';

/** A topic a language lacks: where it is, and its code, to find its nearest by. */
type Wanted = {
  language: LanguageKey;
  key: string;
  title: string;
  lines: readonly string[];
};

/**
 * The topics of `language` nearest `wanted` (null while it is null or being asked), from the
 * search index (utils/lookup/nearest.ts): by title, key and code, not teaching order. Asked
 * again when the topic or the language changes.
 */
export function useNearestTopics(wanted: Wanted | null, language: LanguageKey): TopicName[] | null {
  const [found, setFound] = useState<{ for: string; topics: TopicName[] } | null>(null);
  const asked = wanted ? `${wanted.language}/${wanted.key}>${language}` : null;
  const ask = useEffectEvent((live: () => boolean) => {
    if (!wanted || !asked) return;
    const { key, title, lines } = wanted;
    void askNearest({ key, title, code: lines.join('\n') }, language).then((matches) => {
      const topics = matches.map((match) => ({ key: match.key, title: match.title }));
      if (live()) setFound({ for: asked, topics });
    });
  });
  useEffect(() => {
    if (asked === null) return;
    let current = true;
    ask(() => current);
    return () => {
      current = false;
    };
  }, [asked]);
  return found && found.for === asked ? found.topics : null;
}
