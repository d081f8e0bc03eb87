import { useMemo, useState } from 'react';
import { CodeView } from '@/components/code/CodeView';
import { NearestTopics } from '@/components/code/NearestTopics';
import { useProgress } from '@/components/providers/ProgressProvider';
import { languageOf, type LanguageKey } from '@/data/languages';
import type { HighlightedTopic } from '@/data/types';
import { useLanguageSet } from '@/hooks/useLanguageSet';
import { useNearestTopics } from '@/hooks/useNearestTopics';
import { sharedKeyOf, topicFor } from '@/utils/compare/topics';

type TranslateSourceProps = {
  /** The language translated from, whose topic is shown. */
  from: LanguageKey;
  /** The language drilled, and its topic. */
  language: LanguageKey;
  topic: HighlightedTopic;
};

/**
 * A translate drill's prompt: the same topic in the source language (its shared key, or an
 * own snippet of the same key), read-only beside the drill. A source without the topic says
 * so and offers its nearest topics (`useNearestTopics`), one of which may stand in.
 */
export function TranslateSource({ from, language, topic }: TranslateSourceProps) {
  const { name } = languageOf(from);
  const { snippets } = useProgress();
  const mine = useMemo(() => ({ snippets: snippets ?? [] }), [snippets]);
  const { set: full, failed, retry } = useLanguageSet(from, mine);
  // A nearest topic the user picked to stand in, for this drilled topic only.
  const [picked, setPicked] = useState<{ for: string; key: string } | null>(null);
  const named = full ? topicFor(from, sharedKeyOf(language, topic.key), full.topics) : null;
  const own = named ? (full?.topics.find((entry) => entry.key === named.key) ?? null) : null;
  const standIn = picked?.for === topic.key ? picked.key : null;
  const shown = own ?? full?.topics.find((entry) => entry.key === standIn) ?? null;
  const nearest = useNearestTopics(
    full && !own ? { language, key: topic.key, title: topic.title, lines: topic.lines } : null,
    from,
  );
  return (
    <section className="translate-source" aria-label={`Translate from ${name}`}>
      <p className="translate-heading">
        <span className="language-tag">{name}</span> {shown ? shown.title : null}
      </p>
      {shown && full ? (
        <CodeView topic={shown} palette={full.palette} label={`${name} code`} />
      ) : null}
      {full && !own ? (
        <div className="translate-missing">
          <p>
            {name} has no topic “{topic.title}”
            {shown ? `: its nearest, ${shown.title}, stands in.` : '.'}
          </p>
          <NearestTopics
            language={from}
            nearest={nearest}
            picked={standIn}
            onChoose={(key) => setPicked({ for: topic.key, key })}
          />
        </div>
      ) : null}
      {failed ? (
        <p role="alert">
          Could not load the {name} snippets.{' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </p>
      ) : !full ? (
        <p className="loading" role="status">
          Loading {name}…
        </p>
      ) : null}
    </section>
  );
}
