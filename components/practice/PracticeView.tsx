import { useRef, useState } from 'react';
import { TopicLoadStatus } from '@/components/code/TopicLoadStatus';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { compareLink } from '@/utils/compareLink';
import { cardKey } from '@/utils/progress/attempt';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { recallLevel, type RecallLevel } from '@/utils/recall/levels';
import { PracticeDrill } from './PracticeDrill';
import { RecallLevelSelect } from './RecallLevelSelect';
import { ShortcutHint } from './ShortcutHint';
import { TopicSelect } from './TopicSelect';
import { useOpeningTopic } from './useOpeningTopic';
import { WeakSpotsPractice } from './WeakSpotsPractice';

/** A recall level for the topic of this card key. */
type TopicLevel = { key: string; level: RecallLevel };

/** The topic a drill types, with its palette, as it was when the topic was shown. */
type HeldTopic = { key: string; topic: HighlightedTopic; palette: readonly TokenStyle[] };

/** The new-tab practice: title, topic, recall switch, the drill and snippet navigation. */
export function PracticeView() {
  const { language } = useLanguage();
  const { topicSet, topic } = useTopicSet();
  const { schedule } = useProgress();
  const [recall, setRecall] = useState(false);
  // The level the schedule gives a topic, read when it is shown and kept for its drills (a
  // finished drill does not change the level of the Results it shows), and a level chosen
  // for this topic's drills; Recall mode is level 4.
  const [given, setGiven] = useState<TopicLevel | null>(null);
  const [chosen, setChosen] = useState<TopicLevel | null>(null);
  // The set changes when a page saves or deletes a snippet: the drill keeps what it shows.
  const [held, setHeld] = useState<HeldTopic | null>(null);
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
  const shownKey = shown ? cardKey(language.key, topic.key) : null;
  if (shownKey !== null && given?.key !== shownKey) {
    setGiven({ key: shownKey, level: recallLevel(schedule?.get(shownKey)?.card) });
  }
  if (shown && shownKey !== null && held?.key !== shownKey) {
    setHeld({ key: shownKey, topic, palette: topicSet.palette });
  }
  const level: RecallLevel = recall
    ? 4
    : chosen?.key === shownKey
      ? chosen.level
      : given?.key === shownKey
        ? given.level
        : 0;
  return (
    <section className="practice" aria-labelledby="snippet-title">
      <div className="practice-head">
        {shown ? <h2 id="snippet-title">{topic.title}</h2> : null}
        <div className="practice-bar">
          <TopicSelect selectRef={topicsRef} />
          {shownKey ? (
            <RecallLevelSelect
              level={level}
              onLevel={(picked) => {
                setRecall(false);
                setChosen({ key: shownKey, level: picked });
              }}
            />
          ) : null}
          <label className="field">
            Recall mode
            <input
              type="checkbox"
              role="switch"
              checked={recall}
              onChange={(event) => setRecall(event.target.checked)}
            />
          </label>
          {topic && !topic.mine ? <a href={compareLink(language.key, topic.key)}>Compare</a> : null}
        </div>
      </div>
      {shown && held?.key === shownKey ? (
        <PracticeDrill
          key={`${shownKey}/${level}`}
          topic={held.topic}
          palette={held.palette}
          level={level}
          onTopics={() => topicsRef.current?.focus()}
          lastWheel={lastWheel}
          footer={
            <>
              <SnippetNavigation />
              <ShortcutHint recall={level > 0} />
            </>
          }
        />
      ) : (
        <TopicLoadStatus />
      )}
    </section>
  );
}
