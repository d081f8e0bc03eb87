import { useEffect, useRef } from 'react';
import { formatStats } from '@/utils/formatStats';
import type { TypingStats } from '@/utils/typingStats';

type ResultsProps = {
  stats: TypingStats;
  recall: boolean;
  onRestart: () => void;
  onNext: () => void;
};

/** The summary of a finished drill, with Restart and Next snippet. */
export function Results({ stats, recall, onRestart, onNext }: ResultsProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const shown = formatStats(stats);
  useEffect(() => nextRef.current?.focus(), []);
  return (
    <section className="results" aria-label="Results">
      <h3>Done</h3>
      <dl className="statistics">
        <div>
          <dt>WPM</dt>
          <dd>{shown.wpm}</dd>
        </div>
        <div>
          <dt>Raw WPM</dt>
          <dd>{shown.rawWpm}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{shown.accuracy}</dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd>{shown.errors}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{shown.time}</dd>
        </div>
        {recall ? (
          <div>
            <dt>Hints</dt>
            <dd>{shown.hints}</dd>
          </div>
        ) : null}
      </dl>
      <div className="results-actions">
        <button type="button" onClick={onRestart}>
          Restart
        </button>
        <button type="button" ref={nextRef} onClick={onNext}>
          Next snippet
        </button>
      </div>
    </section>
  );
}
