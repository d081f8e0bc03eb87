import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Attempt } from '@/utils/progress/attempt';
import { buildExport } from '@/utils/progress/exportFile';
import { dayFormatter, shiftDay } from '@/utils/progress/streaks';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';

const TOPICS = ['basic-variables', 'loops', 'functions', 'closures'];
const LANGUAGES = ['python', 'rust', 'go'] as const;

/**
 * A progress file of `days` days up to yesterday: most days practised, one to four drills a
 * day, WPM rising from about 35 to 60 with some noise (a fixed sequence, so every run draws
 * the same chart). Returns the file's path and the days practised.
 */
export function writeHistory(days: number): { file: string; practised: string[] } {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  // Days and times in this machine's time zone, which the browser under test shares.
  const today = dayFormatter(Intl.DateTimeFormat().resolvedOptions().timeZone)(Date.now());
  const attempts: Attempt[] = [];
  const practised: string[] = [];
  for (let back = days; back >= 1; back -= 1) {
    if (next() < 0.25) continue;
    const day = shiftDay(today, -back);
    const drills = 1 + Math.floor(next() * 4);
    practised.push(day);
    for (let drill = 0; drill < drills; drill += 1) {
      const wpm = 35 + (25 * (days - back)) / days + next() * 10;
      attempts.push({
        id: `history-${back}-${drill}`,
        language: LANGUAGES[drill % LANGUAGES.length]!,
        topic: TOPICS[Math.floor(next() * TOPICS.length)]!,
        mode: 'type',
        finishedAt: new Date(`${day}T${10 + drill}:00:00`).toISOString(),
        durationMs: 60_000,
        wpm,
        rawWpm: wpm + 3,
        accuracy: 0.93 + next() * 0.06,
        errors: 2,
        hints: 0,
        misses: [],
      });
    }
  }
  const file = join(tmpdir(), `code-recall-history-${days}-${Date.now()}.json`);
  writeFileSync(file, buildExport(attempts, DEFAULT_SETTINGS, new Date()));
  return { file, practised };
}
