import { useEffect, useRef, type ReactNode } from 'react';
import { formatStats } from '@/utils/formatStats';
import type { TypingStats } from '@/utils/typingStats';
import { StatList } from './StatList';

type ResultsProps = {
  stats: TypingStats;
  recall: boolean;
  onRestart: () => void;
  onNext: () => void;
  /** What the log says of this topic now: next review, personal best. */
  children?: ReactNode;
};

/** The summary of a finished drill, with Restart and Next snippet. */
export function Results({ stats, recall, onRestart, onNext, children }: ResultsProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const shown = formatStats(stats);
  useEffect(() => nextRef.current?.focus(), []);
  return (
    <section className="results" aria-label="Results">
      <h3>Done</h3>
      <StatList
        entries={[
          ['WPM', shown.wpm],
          ['Raw WPM', shown.rawWpm],
          ['Accuracy', shown.accuracy],
          ['Errors', shown.errors],
          ['Time', shown.time],
          ...(recall ? [['Hints', shown.hints] as const] : []),
        ]}
      />
      {children}
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
