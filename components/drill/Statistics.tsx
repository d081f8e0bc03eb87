import { memo, useEffect, useState } from 'react';
import { formatStats } from '@/utils/drill/formatStats';
import type { DrillStore } from '@/utils/drill/store';
import { drillStats } from '@/utils/drill/stats';
import { StatList } from './StatList';

/** How often the live statistics refresh during a drill (at least four times a second). */
const STATS_REFRESH_MS = 200;

/** What WPM and accuracy read before the first key: no figure yet, rather than a 0 or 100 %. */
const NOT_YET = '–';

type StatisticsProps = { store: DrillStore; running: boolean };

/**
 * Live WPM, accuracy, errors and time. Refreshed by a timer, not by keystrokes: its props
 * stay the same while typing, so a keystroke never re-renders it.
 */
export const Statistics = memo(function Statistics({ store, running }: StatisticsProps) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(performance.now()), STATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  const state = store.getState();
  const stats = formatStats(drillStats(state, now));
  const begun = state.startedAt !== null;
  return (
    <StatList
      label="Statistics"
      className="figures"
      entries={[
        ['WPM', begun ? stats.wpm : NOT_YET],
        ['Accuracy', begun ? stats.accuracy : NOT_YET],
        ['Errors', stats.errors],
        ['Time', stats.time],
      ]}
    />
  );
});
