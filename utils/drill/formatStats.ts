import type { DrillStats } from '@/utils/drill/stats';
import { clock } from '@/utils/units';

/** Statistics as the user reads them: whole WPM, whole-percent accuracy, m:ss time. */
export function formatStats(stats: DrillStats) {
  return {
    wpm: String(Math.round(stats.wpm)),
    rawWpm: String(Math.round(stats.rawWpm)),
    accuracy: `${Math.floor(stats.accuracy * 100)}%`,
    errors: String(stats.errors),
    time: clock(stats.elapsedMs / 1000),
    hints: String(stats.hints),
  };
}
