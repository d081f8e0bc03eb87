import { useId } from 'react';
import { CodeView } from '@/components/code/CodeView';
import { languageOf, type LanguageKey } from '@/data/languages';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { useLanguageSet } from '@/hooks/useLanguageSet';
import { nearestTopics, topicFor, type TopicName } from '@/utils/compare/topics';

type CompareColumnProps = {
  language: LanguageKey;
  /** The topic key both columns show (a shared key, or a language's own). */
  topic: TopicName;
  /** This language's topics in teaching order. */
  topics: readonly TopicName[];
  onChoose: (key: string) => void;
};

/** One language's card: its tag, its own title and highlighted code for the topic, or its nearest. */
export function CompareColumn({ language, topic, topics, onChoose }: CompareColumnProps) {
  const { name } = languageOf(language);
  const { set, failed, retry } = useLanguageSet(language);
  const { status, copy } = useClipboardCopy();
  const own = topicFor(language, topic.key, topics);
  const highlighted = own ? set?.topics.find((entry) => entry.key === own.key) : undefined;
  const id = useId();
  const [tagId, titleId] = [`${id}-tag`, `${id}-title`];
  return (
    // Named "Python Closures": the titles alone are often the same in both cards. A missing
    // topic's title names the language already.
    <section className="compare-column" aria-labelledby={own ? `${tagId} ${titleId}` : titleId}>
      <div className="compare-column-head">
        <span id={tagId} className="language-tag">
          {name}
        </span>
        <h2 id={titleId}>{own ? own.title : `${name} has no topic “${topic.title}”`}</h2>
        {highlighted ? (
          <>
            <span className="copy-status" role="status">
              {status}
            </span>
            {/* Two Copy buttons on one page: each names its code, starting with what it shows. */}
            <button
              type="button"
              aria-label={`Copy ${name} code`}
              onClick={() => void copy(highlighted.lines.join('\n'))}
            >
              Copy
            </button>
          </>
        ) : null}
      </div>
      {!own ? (
        <>
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
      ) : highlighted && set ? (
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
    </section>
  );
}
