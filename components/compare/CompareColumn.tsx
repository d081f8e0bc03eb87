import { CodeView } from '@/components/code/CodeView';
import { languageOf, type LanguageKey } from '@/data/languages';
import { useLanguageSet } from '@/hooks/useLanguageSet';
import { nearestTopics, topicFor, type TopicName } from '@/utils/compare';

type CompareColumnProps = {
  language: LanguageKey;
  /** The topic key both columns show (a shared key, or a language's own). */
  topic: TopicName;
  /** This language's topics in teaching order. */
  topics: readonly TopicName[];
  onChoose: (key: string) => void;
};

/** One language's side: its own title and highlighted code for the topic, or its nearest. */
export function CompareColumn({ language, topic, topics, onChoose }: CompareColumnProps) {
  const { name } = languageOf(language);
  const { set, failed, retry } = useLanguageSet(language);
  const own = topicFor(language, topic.key, topics);
  const highlighted = own ? set?.topics.find((entry) => entry.key === own.key) : undefined;
  const titleId = `compare-${language}-title`;
  return (
    <section className="compare-column" aria-labelledby={titleId}>
      <p className="compare-language">{name}</p>
      {own ? (
        <>
          <h2 id={titleId}>{own.title}</h2>
          {highlighted && set ? (
            <CodeView topic={highlighted} palette={set.palette} label={`${name} code`} />
          ) : failed ? (
            <p role="alert">
              Could not load the {name} snippets.{' '}
              <button type="button" onClick={retry}>
                Retry
              </button>
            </p>
          ) : (
            <p className="loading" role="status">
              Loading {name}…
            </p>
          )}
        </>
      ) : (
        <>
          <h2 id={titleId}>
            {name} has no topic “{topic.title}”
          </h2>
          <p>Nearest {name} topics:</p>
          <ul className="nearest-topics">
            {nearestTopics(
              topic,
              topics,
              topics.map((entry) => entry.key),
            ).map((near) => (
              <li key={near.key}>
                <button type="button" onClick={() => onChoose(near.key)}>
                  {near.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
