import { useEffect, useRef, useState } from 'react';
import {
  inputPreference,
  typeCommentsPreference,
  wrongKeyPreference,
} from '@/adapters/pagePreferences';
import { Results } from '@/components/drill/Results';
import { Statistics } from '@/components/drill/Statistics';
import { TypingSurface } from '@/components/drill/TypingSurface';
import { useDrill } from '@/components/drill/useDrill';
import { useSettings } from '@/components/providers/SettingsProvider';
import { loadTopicSet } from '@/data/index';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { usePreference } from '@/hooks/usePreference';
import { cardTopic, topicCards } from '@/utils/drill/cards';
import type { DrillCommand } from '@/utils/drill/keys';
import { drillStats } from '@/utils/drill/stats';

/** The card tried: the first of JavaScript's first topic, where a fresh install starts too. */
type TryCard = { topic: HighlightedTopic; palette: readonly TokenStyle[] };

const toNewTab = () => window.location.assign('/newtab.html');

/**
 * A one-card drill on the welcome page, made of the new tab's own parts (the drill's store,
 * typing surface, live figures and Results). Its result is not saved: the page works without
 * IndexedDB, and a card the user only tried should not enter the reviews. The set is a chunk
 * of the extension, so it works offline too.
 */
export function TryItDrill() {
  const [card, setCard] = useState<TryCard | 'failed' | null>(null);
  // Each Restart is a new drill; from the first Restart on, the surface takes focus.
  const [run, setRun] = useState(0);
  useEffect(() => {
    let current = true;
    loadTopicSet('javascript')
      .then(({ topics, palette }) => {
        const topic = topics[0]!;
        const [first] = topicCards(topic, palette);
        if (current) setCard({ topic: first ? cardTopic(topic, first) : topic, palette });
      })
      .catch(() => current && setCard('failed'));
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="welcome-card try-it" aria-labelledby="welcome-try">
      <h2 id="welcome-try">Try it here</h2>
      <p>
        Click the code and type it as you read it: the clock starts with your first key. This try is
        not saved; drills on the new tab are, and come back for review.
      </p>
      {card === 'failed' ? (
        <p role="alert">The drill could not load here; Start a drill opens one on the new tab.</p>
      ) : card ? (
        <TryItRun key={run} {...card} focus={run > 0} onRestart={() => setRun((n) => n + 1)} />
      ) : (
        <p className="loading">Loading the drill…</p>
      )}
    </section>
  );
}

type TryItRunProps = TryCard & { focus: boolean; onRestart: () => void };

/** One run of the card: the code to type, then the Results in its place. */
function TryItRun({ topic, palette, focus, onRestart }: TryItRunProps) {
  const { settings } = useSettings();
  const { autoClose } = usePreference(inputPreference());
  const onWrongKey = usePreference(wrongKeyPreference());
  const typeComments = usePreference(typeCommentsPreference());
  const { text, store, started, finished } = useDrill(topic, palette, 0, {
    autoClose,
    onWrongKey,
    typeComments,
  });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);

  if (finished) {
    return (
      <Results
        stats={drillStats(finished, finished.finishedAt ?? 0)}
        recall={false}
        onRestart={onRestart}
        onNext={toNewTab}
      >
        <p className="try-it-note">Not saved. Next snippet goes on to the new tab&apos;s drill.</p>
      </Results>
    );
  }
  const onCommand = (command: DrillCommand) => {
    if (command === 'restart') onRestart();
    else if (command === 'next') toNewTab();
    else if (command === 'leave') restartRef.current?.focus();
  };
  return (
    <>
      <div className="drill-bar">
        {settings.showStatsEnabled ? <Statistics store={store} running={started} /> : null}
        <button type="button" ref={restartRef} onClick={onRestart}>
          Restart
        </button>
      </div>
      <TypingSurface
        topic={topic}
        palette={palette}
        text={text}
        store={store}
        onAction={(action) => void store.dispatch(action)}
        onCommand={onCommand}
        recall={false}
        blinking={settings.blinkingCursorEnabled}
        inputRef={inputRef}
        onBlur={() => {}}
        takeFocus={focus}
      />
      <p id="practice-hint" className="shortcut-hint">
        Indentation is filled in. <kbd>Enter</kbd> ends a line, <kbd>Esc</kbd> leaves the drill,{' '}
        <kbd>Alt</kbd>+<kbd>R</kbd> restarts.
      </p>
    </>
  );
}
