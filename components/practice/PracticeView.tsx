import { useRef, useState } from 'react';
import { TopicLoadStatus } from '@/components/code/TopicLoadStatus';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { compareLink } from '@/utils/compareLink';
import { PracticeDrill } from './PracticeDrill';
import { ShortcutHint } from './ShortcutHint';
import { TopicSelect } from './TopicSelect';
import { useOpeningTopic } from './useOpeningTopic';
import { WeakSpotsPractice } from './WeakSpotsPractice';

/** The new-tab practice: topic, title, recall toggle, the drill and snippet navigation. */
export function PracticeView() {
  const { language } = useLanguage();
  const { topicSet, topic } = useTopicSet();
  const [recall, setRecall] = useState(false);
  const topicsRef = useRef<HTMLSelectElement>(null);
  const lastWheel = useRef(-Infinity);
  // `newtab.html?drill=weak-spots`: the progress page's Practise weak spots.
  const [weakSpots] = useState(
    () => new URLSearchParams(window.location.search).get('drill') === 'weak-spots',
  );
  const opened = useOpeningTopic(!weakSpots);

  if (weakSpots) {
    return (
      <section className="practice" aria-labelledby="snippet-title">
        <WeakSpotsPractice />
      </section>
    );
  }

  return (
    <section className="practice" aria-labelledby="snippet-title">
      <div className="practice-bar">
        <TopicSelect selectRef={topicsRef} />
        <label className="recall-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={recall}
            onChange={(event) => setRecall(event.target.checked)}
          />
          Recall mode
        </label>
        {topic ? <a href={compareLink(language.key, topic.key)}>Compare</a> : null}
      </div>
      {opened && topicSet && topic ? (
        <>
          <h2 id="snippet-title">{topic.title}</h2>
          <PracticeDrill
            key={`${language.key}/${topic.key}/${recall}`}
            topic={topic}
            palette={topicSet.palette}
            recall={recall}
            onTopics={() => topicsRef.current?.focus()}
            lastWheel={lastWheel}
          />
        </>
      ) : (
        <TopicLoadStatus />
      )}
      <SnippetNavigation />
      <ShortcutHint recall={recall} />
    </section>
  );
}
