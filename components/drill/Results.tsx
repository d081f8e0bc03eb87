import { useEffect, useRef, type ReactNode } from 'react';
import { formatStats } from '@/utils/drill/formatStats';
import type { DrillStats } from '@/utils/drill/stats';
import { StatList } from './StatList';

type ResultsProps = {
  stats: DrillStats;
  recall: boolean;
  onRestart: () => void;
  onNext: () => void;
  /** What the log says of this topic now (next review, personal best), and the drill's review. */
  children?: ReactNode;
};

/**
 * The summary of a finished drill, shown in place of the code: WPM and accuracy large, the
 * rest beside them, and one way on, Next snippet (focused), or Restart.
 */
export function Results({ stats, recall, onRestart, onNext, children }: ResultsProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const shown = formatStats(stats);
  useEffect(() => nextRef.current?.focus(), []);
  return (
    <section className="results" aria-label="Results">
      <h3>Done</h3>
      <StatList
        className="figures"
        entries={[
          ['WPM', shown.wpm],
          ['Accuracy', shown.accuracy],
          ['Raw WPM', shown.rawWpm],
          ['Errors', shown.errors],
          ['Time', shown.time],
          ...(recall ? [['Hints', shown.hints] as const] : []),
        ]}
      />
      <div className="results-actions">
        <button type="button" onClick={onRestart}>
          Restart
        </button>
        <button type="button" className="primary" ref={nextRef} onClick={onNext}>
          Next snippet
        </button>
      </div>
      {children}
    </section>
  );
}
