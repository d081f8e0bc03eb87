import { useId } from 'react';
import { CodeView } from '@/components/code/CodeView';
import { NearestTopics } from '@/components/code/NearestTopics';
import { languageOf, type LanguageKey } from '@/data/languages';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { useLanguageSet } from '@/hooks/useLanguageSet';
import { useNearestTopics } from '@/hooks/useNearestTopics';
import { topicFor, type TopicName } from '@/utils/compare/topics';

type CompareColumnProps = {
  language: LanguageKey;
  /** The topic key both columns show (a shared key, or a language's own). */
  topic: TopicName;
  /** This language's topics in teaching order. */
  topics: readonly TopicName[];
  /** The other column's language, whose topic this one's nearest are found by. */
  other: LanguageKey;
  onChoose: (key: string) => void;
};

/** One language's card: its tag, its own title and highlighted code for the topic, or its nearest. */
export function CompareColumn(props: CompareColumnProps) {
  const { language, topic, topics, other, onChoose } = props;
  const { name } = languageOf(language);
  const { set, failed, retry } = useLanguageSet(language);
  const { status, copy } = useClipboardCopy();
  const own = topicFor(language, topic.key, topics);
  // Missing here: the other language's topic, by its code too, finds this one's nearest.
  const otherSet = useLanguageSet(own ? null : other).set;
  const otherOwn = otherSet ? topicFor(other, topic.key, otherSet.topics) : null;
  const wanted = otherSet?.topics.find((entry) => entry.key === otherOwn?.key);
  const nearest = useNearestTopics(wanted ? { ...wanted, language: other } : null, language);
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
        <NearestTopics language={language} nearest={nearest} onChoose={onChoose} />
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
