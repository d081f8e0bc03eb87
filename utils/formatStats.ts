import type { TypingStats } from '@/utils/typingStats';

/** Statistics as the user reads them: whole WPM, whole-percent accuracy, m:ss time. */
export function formatStats(stats: TypingStats) {
  const seconds = Math.floor(stats.elapsedMs / 1000);
  return {
    wpm: String(Math.round(stats.wpm)),
    rawWpm: String(Math.round(stats.rawWpm)),
    accuracy: `${Math.floor(stats.accuracy * 100)}%`,
    errors: String(stats.errors),
    time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    hints: String(stats.hints),
  };
}
