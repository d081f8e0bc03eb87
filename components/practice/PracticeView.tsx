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

/** The new-tab practice: title, topic, recall switch, the drill and snippet navigation. */
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

  const shown = opened && topicSet && topic;
  return (
    <section className="practice" aria-labelledby="snippet-title">
      <div className="practice-head">
        {shown ? <h2 id="snippet-title">{topic.title}</h2> : null}
        <div className="practice-bar">
          <TopicSelect selectRef={topicsRef} />
          <label className="field">
            Recall mode
            <input
              type="checkbox"
              role="switch"
              checked={recall}
              onChange={(event) => setRecall(event.target.checked)}
            />
          </label>
          {topic ? <a href={compareLink(language.key, topic.key)}>Compare</a> : null}
        </div>
      </div>
      {shown ? (
        <PracticeDrill
          key={`${language.key}/${topic.key}/${recall}`}
          topic={topic}
          palette={topicSet.palette}
          recall={recall}
          onTopics={() => topicsRef.current?.focus()}
          lastWheel={lastWheel}
          footer={
            <>
              <SnippetNavigation />
              <ShortcutHint recall={recall} />
            </>
          }
        />
      ) : (
        <TopicLoadStatus />
      )}
    </section>
  );
}
