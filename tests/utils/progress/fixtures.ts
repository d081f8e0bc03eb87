import type { Attempt } from '@/utils/progress/attempt';

let next = 0;

/** An attempt record with sensible defaults; each call gets a new id. */
export function attempt(fields: Partial<Attempt> = {}): Attempt {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    language: 'javascript',
    topic: 'closures',
    mode: 'type',
    finishedAt: '2026-11-20T10:00:00.000Z',
    durationMs: 60_000,
    wpm: 40,
    rawWpm: 42,
    accuracy: 0.97,
    errors: 2,
    hints: 0,
    misses: [],
    ...fields,
  };
}
