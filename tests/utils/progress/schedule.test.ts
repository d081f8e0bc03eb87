import { describe, expect, it } from 'vitest';
import { cardKey } from '@/utils/progress/attempt';
import { buildSchedule, withAttempt } from '@/utils/progress/schedule';
import { attempt } from './fixtures';

const log = [
  attempt({
    topic: 'loops',
    mode: 'recall',
    accuracy: 1,
    errors: 0,
    finishedAt: '2026-11-01T10:00:00Z',
  }),
  attempt({ topic: 'maps', finishedAt: '2026-11-02T10:00:00Z' }),
  attempt({ topic: 'loops', mode: 'recall', accuracy: 0.96, finishedAt: '2026-11-05T10:00:00Z' }),
];

describe('buildSchedule', () => {
  it('replays each topic attempts in time order, whatever the log order', () => {
    const forward = buildSchedule(log);
    const backward = buildSchedule([...log].reverse());
    expect(backward).toEqual(forward);
    expect(forward.get(cardKey('javascript', 'loops'))?.attempts).toBe(2);
  });

  it('grades no topic from a weak-spots drill', () => {
    const schedule = buildSchedule([attempt({ mode: 'weak-spots', topic: 'weak-spots' })]);
    expect(schedule.size).toBe(0);
  });
});

describe('withAttempt', () => {
  it('gives the schedule a replay of the whole log would', () => {
    const latest = attempt({
      topic: 'maps',
      mode: 'recall',
      accuracy: 0.7,
      finishedAt: '2026-11-09T10:00:00Z',
    });
    expect(withAttempt(buildSchedule(log), latest)).toEqual(buildSchedule([...log, latest]));
  });
});
