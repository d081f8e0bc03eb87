import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/components/providers/SessionProvider';
import { useSettings } from '@/components/providers/SettingsProvider';
import type { HighlightedGroup, TokenStyle } from '@/data/types';
import { useTypingDrill } from '@/hooks/useTypingDrill';
import type { PracticeCommand } from '@/utils/practiceKeys';
import { typingStats } from '@/utils/typingStats';
import { Results } from './Results';
import { Statistics } from './Statistics';
import { TypingSurface } from './TypingSurface';

type PracticeDrillProps = {
  group: HighlightedGroup;
  palette: readonly TokenStyle[];
  recall: boolean;
  onTopics: () => void;
  /** Told whether a drill is under way (started, not finished). */
  onProgressChange?: (inProgress: boolean) => void;
};

/** One drill on one group: the surface, live statistics, results and their commands. */
export function PracticeDrill(props: PracticeDrillProps) {
  const { group, palette, recall, onTopics, onProgressChange } = props;
  const { settings } = useSettings();
  const { nextSnippet, previousSnippet, storeNextSelection } = useSession();
  const { text, state, stateRef, dispatch } = useTypingDrill(group);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const [runId, setRunId] = useState(0);
  const finished = state.finishedAt !== null;
  const inProgress = state.startedAt !== null && !finished;

  useEffect(() => onProgressChange?.(inProgress), [inProgress, onProgressChange]);

  useEffect(() => {
    if (finished) storeNextSelection();
  }, [finished, storeNextSelection]);

  const restart = useCallback(() => {
    dispatch({ type: 'restart' });
    setRunId((id) => id + 1);
    inputRef.current?.focus();
  }, [dispatch]);

  const onCommand = (command: PracticeCommand) => {
    if (command === 'restart') restart();
    else if (command === 'next') nextSnippet();
    else if (command === 'previous') previousSnippet();
    else if (command === 'topics') onTopics();
    else if (command === 'hint' && recall) dispatch({ type: 'hint', time: performance.now() });
    else if (command === 'leave') restartRef.current?.focus();
  };

  return (
    <>
      <TypingSurface
        group={group}
        palette={palette}
        text={text}
        state={state}
        dispatch={dispatch}
        onCommand={onCommand}
        recall={recall}
        blinking={settings.blinkingCursorEnabled}
        inputRef={inputRef}
      />
      {finished ? (
        <Results
          stats={typingStats(state, state.finishedAt ?? 0)}
          recall={recall}
          onRestart={restart}
          onNext={nextSnippet}
        />
      ) : (
        <div className="drill-bar">
          {settings.showStatsEnabled ? (
            <Statistics key={runId} stateRef={stateRef} running={inProgress} />
          ) : null}
          <button type="button" ref={restartRef} onClick={restart}>
            Restart
          </button>
        </div>
      )}
    </>
  );
}
