import { useCallback } from 'react';
import { topicNames } from 'virtual:topic-names';
import { useProgress } from '@/components/providers/ProgressProvider';
import type { LanguageKey } from '@/data/languages';
import { ownTopicNames } from '@/utils/snippets/topics';

/** A topic as the progress tables list it. */
type TopicName = { key: string; title: string };

/**
 * A language's topics by key and title, without loading its set: the built-in ones (from the
 * build), then the user's own snippets once they are read.
 */
export function useTopicNames(): (language: LanguageKey) => TopicName[] {
  const { snippets } = useProgress();
  return useCallback(
    (language) =>
      [...topicNames[language], ...ownTopicNames(snippets ?? [], language)].map(([key, title]) => ({
        key,
        title,
      })),
    [snippets],
  );
}
