import { useId, useRef, useState } from 'react';
import { TopicLoadStatus } from '@/components/code/TopicLoadStatus';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { compareLink } from '@/utils/compare/link';
import { cardKey } from '@/utils/progress/attempt';
import { cardReview, topicLevel } from '@/utils/progress/topicReview';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { recallLevel, type RecallLevel } from '@/utils/drill/recall/levels';
import { Drill } from './Drill';
import { DueQueue } from './DueQueue';
import { RecallLevelSelect } from './RecallLevelSelect';
import { ShortcutHint } from './ShortcutHint';
import { TopicSelect } from './TopicSelect';
import { useDrillCard } from './useDrillCard';
import { useOpeningTopic } from './useOpeningTopic';
import { WeakSpotsDrill } from './WeakSpotsDrill';
import { LookupJoined } from '@/components/lookup/LookupJoined';
import { TranslateFromSelect } from './translate/TranslateFromSelect';
import { TranslateLayout } from './translate/TranslateLayout';
import { useTranslateFrom } from './translate/useTranslateFrom';

/** A recall level for the card (or whole topic) of this key. */
type TopicLevel = { key: string; level: RecallLevel };

/** The topic a drill types, with its palette, as it was when the topic was shown. */
type HeldTopic = { key: string; topic: HighlightedTopic; palette: readonly TokenStyle[] };

/**
 * The new-tab practice: title, card, topic, recall level, what is due, the drill (one card of the topic,
 * or the whole topic: Drill length) and snippet navigation.
 */
export function DrillView() {
  const { language } = useLanguage();
  const { topicSet, topic } = useTopicSet();
  const { schedule } = useProgress();
  const { drilled, card, count, next, previous } = useDrillCard(topic, topicSet?.palette ?? null);
  const cardLabel = useId();
  // The level the schedule gives a topic, read when it is shown and kept for its drills (a
  // finished drill does not change the level of the Results it shows), and a level chosen
  // for this topic's drills under Recall level.
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
  const translate = useTranslateFrom();

  if (weakSpots) {
    return (
      <section className="practice" aria-labelledby="snippet-title">
        <WeakSpotsDrill />
      </section>
    );
  }

  const shown = opened && topicSet && topic && drilled;
  const topicKey = shown ? cardKey(language.key, topic.key) : null;
  // One key per card drilled (or per whole topic): a new card is a new drill at its level.
  const shownKey = topicKey === null ? null : card ? `${topicKey}#${card.index}` : topicKey;
  if (shownKey !== null && given?.key !== shownKey) {
    // A whole-topic drill is at its lowest card's level, as lists show the topic.
    const level = card
      ? recallLevel(cardReview(schedule, language.key, topic!.key, card.index, card.of)?.card)
      : topicLevel(schedule?.get(topicKey!), Math.max(1, count));
    setGiven({ key: shownKey, level });
  }
  if (shown && shownKey !== null && held?.key !== shownKey) {
    setHeld({ key: shownKey, topic: drilled, palette: topicSet.palette });
  }
  // A translate drill types its card from memory: level 4, comments as cues.
  const from = translate.from === language.key ? null : translate.from;
  const scheduled: RecallLevel = given?.key === shownKey ? given.level : 0;
  const picked = chosen?.key === shownKey ? chosen.level : null;
  const level: RecallLevel = from ? 4 : (picked ?? scheduled);
  return (
    <section className="practice" aria-labelledby="snippet-title">
      <div className="practice-head">
        {shown ? (
          <div className="practice-title">
            {/* One row however long the title: cut with an ellipsis, whole in the tooltip. */}
            <h2 id="snippet-title" title={topic.title}>
              {topic.title}
            </h2>
            {card ? (
              <p className="drill-card">
                <span id={cardLabel}>Card</span>{' '}
                <output aria-labelledby={cardLabel}>
                  {card.index + 1} of {card.of}
                </output>
              </p>
            ) : null}
            <LookupJoined language={language.key} topic={topic.key} />
          </div>
        ) : null}
        <div className="practice-bar">
          <TopicSelect selectRef={topicsRef} />
          <TranslateFromSelect
            language={language.key}
            from={from}
            onFrom={translate.setFrom}
            unknown={translate.unknown}
          />
          {shownKey && !from ? (
            <RecallLevelSelect
              scheduled={scheduled}
              chosen={picked}
              onChoose={(level) => setChosen(level === null ? null : { key: shownKey, level })}
            />
          ) : null}
          {shown ? <DueQueue shown={{ topic: topic.key, card: card?.index ?? 0 }} /> : null}
          {topic && !topic.mine ? <a href={compareLink(language.key, topic.key)}>Compare</a> : null}
        </div>
      </div>
      {shown && held?.key === shownKey ? (
        <TranslateLayout from={from} language={language.key} topic={held.topic}>
          <Drill
            key={`${shownKey}/${level}/${from}`}
            translateFrom={from ?? undefined}
            topic={held.topic}
            palette={held.palette}
            level={level}
            scheduled={scheduled}
            card={card ?? undefined}
            onNext={next}
            onPrevious={previous}
            onTopics={() => topicsRef.current?.focus()}
            lastWheel={lastWheel}
            footer={
              <>
                <SnippetNavigation onNext={next} onPrevious={previous} />
                <ShortcutHint recall={level > 0} />
              </>
            }
          />
        </TranslateLayout>
      ) : (
        <TopicLoadStatus />
      )}
    </section>
  );
}
