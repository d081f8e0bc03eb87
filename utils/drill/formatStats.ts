import type { DrillStats } from '@/utils/drill/stats';
import { clock, whole, wpm } from '@/utils/units';

/**
 * Statistics as the user reads them: whole WPM (as the log keeps them, utils/units.ts),
 * whole-percent accuracy, m:ss time.
 */
export function formatStats(stats: DrillStats) {
  return {
    wpm: wpm(stats.wpm),
    rawWpm: wpm(stats.rawWpm),
    accuracy: `${Math.floor(stats.accuracy * 100)}%`,
    errors: whole(stats.errors),
    time: clock(stats.elapsedMs / 1000),
    hints: whole(stats.hints),
  };
}
