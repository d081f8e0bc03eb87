import { useDeferredValue, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useScrollNavigation } from '@/components/providers/ScrollNavigationProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useSettings } from '@/components/providers/SettingsProvider';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { useFocusMode } from '@/components/drill/useFocusMode';
import { inputPreference } from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import { useDrill } from '@/components/drill/useDrill';
import { useWheelNavigation } from '@/components/drill/useWheelNavigation';
import type { DrillCommand } from '@/utils/drill/keys';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { attemptFromDrill } from '@/utils/progress/fromDrill';
import { targetClasses } from '@/utils/highlight/tokenClasses';
import type { DrillAction, DrillState } from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import { DrillReview } from './DrillReview';
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
  onTopics: () => void;
  /** The last wheel event's time, kept by the page so a gesture outlives a drill. */
  lastWheel: RefObject<number>;
  /** A weak-spots drill: recorded as such, grading no topic and moving no selection. */
  weakSpots?: boolean;
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
  const { topic, palette, level, onTopics, lastWheel, weakSpots = false } = props;
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
  const { text, store, started, finished } = useDrill(topic, palette, level, autoClose);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const [runId, setRunId] = useState(0);
  const inProgress = started && finished === null;
  // The Results (figures, chart, review) render just after the last key's handler, not in it:
  // the key that ends a drill stays as quick as any other.
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
        mode: weakSpots ? 'weak-spots' : recall ? 'recall' : 'type',
        finishedAt: new Date(),
        classAt: (target) => classes[target] ?? 'other',
        ...(weakSpots ? {} : { level, hidden: text.hidden }),
        ...(card ? { card } : {}),
      }),
    );
    // The next new tab follows the schedule, never straight back to this card.
    if (!weakSpots) storeFinished(topic.key, card?.index);
  };

  const onAction = (action: DrillAction) => {
    focusMode.resume();
    const final = store.dispatch(action);
    if (final) finish(final);
  };

  /** The first hidden character at or after the caret: Alt+I reveals its word. */
  const nextHidden = () => {
    const from = store.getState().marks.length;
    const index = text.hidden.indexOf(true, from);
    return index < 0 ? text.targets.length : index;
  };

  const restart = () => {
    store.dispatch({ type: 'restart' });
    setRunId((id) => id + 1);
    inputRef.current?.focus();
  };

  const onCommand = (command: DrillCommand) => {
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
        if (recall) onAction({ type: 'hint', time: performance.now(), from: nextHidden() });
        return;
      case 'leave':
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
        <ReviewSummary language={selection.language} topic={topic.key} card={card} />
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
