import {
  useDeferredValue,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useScrollNavigation } from '@/components/providers/ScrollNavigationProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useSettings } from '@/components/providers/SettingsProvider';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import type { LanguageKey } from '@/data/languages';
import { useFocusMode } from '@/components/drill/useFocusMode';
import {
  inputPreference,
  typeCommentsPreference,
  wrongKeyPreference,
} from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import { useDrill } from '@/components/drill/useDrill';
import { useWheelNavigation } from '@/components/drill/useWheelNavigation';
import type { DrillCommand } from '@/utils/drill/keys';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { attemptFromDrill } from '@/utils/progress/fromDrill';
import { targetClasses } from '@/utils/highlight/tokenClasses';
import type { DrillAction, DrillState } from '@/utils/drill/reducer';
import { recallShare } from '@/utils/drill/recall/share';
import { drillStats } from '@/utils/drill/stats';
import { DrillReview } from './DrillReview';
import { RecallSummary } from './RecallSummary';
import { Results } from './Results';
import { ReviewSummary } from './ReviewSummary';
import { Statistics } from './Statistics';
import { TypingSurface } from './TypingSurface';
import type { DrillCard } from './useDrillCard';

type DrillProps = {
  topic: HighlightedTopic;
  palette: readonly TokenStyle[];
  /** How much of the code is hidden: 0 all shown (typing) … 4 all (recall mode). */
  level: RecallLevel;
  /** The level the schedule gave the card before this drill, which the Results move from. */
  scheduled?: RecallLevel;
  onTopics: () => void;
  /** The last wheel event's time, kept by the page so a gesture outlives a drill. */
  lastWheel: RefObject<number>;
  /** A weak-spots drill: recorded as such, grading no topic and moving no selection. */
  weakSpots?: boolean;
  /** A translate drill's source language (components/drill/translate/): recorded with it. */
  translateFrom?: LanguageKey;
  /** Shown first under the Results' figures (a weak-spots drill's aimed-at keys). */
  resultsNote?: ReactNode;
  /** What Next and Previous do; the next (previous) topic unless the page says otherwise. */
  onNext?: () => void;
  onPrevious?: () => void;
  /** The card of its topic the drill types (utils/drill/cards.ts); absent for a whole topic. */
  card?: DrillCard;
  /** Shown under the code (snippet navigation, shortcuts), never beside the Results, which
   *  have their own Next. */
  footer?: ReactNode;
};

/**
 * One drill on one topic: the live figures above the code, then the Results in its place,
 * with their commands.
 */
export function Drill(props: DrillProps) {
  const { topic, palette, level, onTopics, lastWheel, weakSpots = false, translateFrom } = props;
  const recall = level > 0;
  const { settings } = useSettings();
  const { selection, storeFinished } = useSelection();
  const { nextTopic, previousTopic } = useTopicSet();
  const { record } = useProgress();
  const onNext = props.onNext ?? nextTopic;
  const onPrevious = props.onPrevious ?? previousTopic;
  const { card } = props;
  const { scrollNavigationActive } = useScrollNavigation();
  const { autoClose } = usePreference(inputPreference());
  const onWrongKey = usePreference(wrongKeyPreference());
  const typeComments = usePreference(typeCommentsPreference());
  const drill = useDrill(topic, palette, level, { autoClose, onWrongKey, typeComments });
  const { text, store, started, paused, finished } = drill;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const [runId, setRunId] = useState(0);
  const inProgress = started && finished === null;
  // The Results (figures, chart, review) render just after the last key's handler, not in it:
  // the key that ends a drill stays as quick as any other (and so does its record, below).
  const results = useDeferredValue(finished);
  const focusMode = useFocusMode(inProgress);

  // Never while a drill is under way: the wheel would pull it from under the user.
  useWheelNavigation({
    active: scrollNavigationActive && !inProgress,
    onNext,
    onPrevious,
    lastWheel,
  });

  const finish = (final: DrillState) => {
    const classes = targetClasses(topic.tokens, palette, final.targets);
    record(
      attemptFromDrill(final, {
        id: crypto.randomUUID(),
        language: selection.language,
        topic: topic.key,
        mode: weakSpots ? 'weak-spots' : translateFrom ? 'translate' : recall ? 'recall' : 'type',
        from: translateFrom,
        finishedAt: new Date(),
        classAt: (target) => classes[target] ?? 'other',
        ...(weakSpots ? {} : { level, hidden: text.hidden }),
        ...(card ? { card } : {}),
      }),
    );
    // The next new tab follows the schedule, never straight back to this card.
    if (!weakSpots) storeFinished(topic.key, card?.index);
  };

  // The drill the last key finished, until it is recorded: just after that key's handler,
  // as its Results commit (before the browser paints them, so they never show the log
  // without it), or earlier when a command or the page leaves it first. Recording it in the
  // handler (the attempt built, the schedule replayed, every view of the log rendered) made
  // the last key the slowest of the drill.
  const unrecorded = useRef<DrillState | null>(null);
  const recordFinished = () => {
    const final = unrecorded.current;
    unrecorded.current = null;
    if (final) finish(final);
  };
  const onRecorded = useEffectEvent(recordFinished);
  useLayoutEffect(() => {
    if (results) onRecorded();
  }, [results]);
  useLayoutEffect(() => () => onRecorded(), []);

  const onAction = (action: DrillAction) => {
    focusMode.resume();
    const final = store.dispatch(action);
    if (final) unrecorded.current = final;
  };

  const restart = () => {
    recordFinished();
    store.dispatch({ type: 'restart' });
    setRunId((id) => id + 1);
    inputRef.current?.focus();
  };

  const onCommand = (command: DrillCommand) => {
    recordFinished();
    switch (command) {
      case 'restart':
        return restart();
      case 'next':
        return onNext();
      case 'previous':
        return onPrevious();
      case 'topics':
        return onTopics();
      case 'hint':
        if (recall) onAction({ type: 'hint', time: performance.now() });
        return;
      case 'leave':
        // Esc stops the clock while you read; the next key in the drill starts it again.
        store.dispatch({ type: 'pause', time: performance.now() });
        return restartRef.current?.focus();
    }
  };

  if (results) {
    return (
      <Results
        stats={drillStats(results, results.finishedAt ?? 0)}
        recall={recall}
        onRestart={restart}
        onNext={onNext}
      >
        {props.resultsNote}
        {weakSpots ? null : (
          <>
            <RecallSummary
              language={selection.language}
              topic={topic.key}
              card={card}
              share={recall ? recallShare(results, text.hidden) : null}
              was={props.scheduled ?? level}
              hints={results.hints}
            />
            <ReviewSummary language={selection.language} topic={topic.key} />
          </>
        )}
        <DrillReview state={results} lines={topic.lines} />
      </Results>
    );
  }

  return (
    <>
      <div className="drill-bar">
        {settings.showStatsEnabled ? (
          <Statistics key={runId} store={store} running={inProgress} />
        ) : null}
        {started ? null : (
          <p className="start-cue">
            {text.targets.length > 0
              ? 'Start typing: the clock starts with your first key.'
              : 'Nothing to type here: this snippet holds only comments, which a drill shows rather than asks. Go on to the next snippet.'}
          </p>
        )}
        {paused ? (
          <p className="start-cue">
            Paused: press Tab or click the code, and the clock goes on with your next key.
          </p>
        ) : null}
        <button type="button" ref={restartRef} onClick={restart}>
          Restart
        </button>
      </div>
      <TypingSurface
        topic={topic}
        palette={palette}
        text={text}
        store={store}
        onAction={onAction}
        onCommand={onCommand}
        recall={recall}
        blinking={settings.blinkingCursorEnabled}
        inputRef={inputRef}
        onBlur={focusMode.release}
      />
      {props.footer ? <div className="drill-footer">{props.footer}</div> : null}
    </>
  );
}
