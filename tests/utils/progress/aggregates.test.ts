import { describe, expect, it } from 'vitest';
import { dailySeries, speedSeries, topicRecord, topicRows } from '@/utils/progress/aggregates';
import { attempt } from './fixtures';

// A topic practised three times: 40 WPM, then a script's 1,040 WPM, then 50 WPM.
const at = (day: string) => `2026-11-${day}T10:00:00.000Z`;
const human = attempt({ wpm: 40, accuracy: 0.9, finishedAt: at('20') });
const scripted = attempt({ wpm: 1040, accuracy: 1, finishedAt: at('21'), implausible: true });
const later = attempt({ wpm: 50, accuracy: 0.96, finishedAt: at('22') });
const topics = [{ key: 'closures', title: 'Closures' }];

describe('personal bests leave marked attempts out', () => {
  it('in the Topics table, which still counts every attempt', () => {
    const [row] = topicRows([human, scripted, later], new Map(), 'javascript', topics);
    expect(row).toMatchObject({ attempts: 3, bestWpm: 50 });
    const [onlyScripted] = topicRows([scripted], new Map(), 'javascript', topics);
    expect(onlyScripted).toMatchObject({ attempts: 1, bestWpm: null });
  });

  it("in a topic's record, whose latest is the marked one with no change", () => {
    const record = topicRecord([human, scripted], 'javascript', 'closures')!;
    expect(record).toMatchObject({ best: 40, change: null });
    expect(record.latest.implausible).toBe(true);
    expect(topicRecord([scripted], 'javascript', 'closures')).toMatchObject({ best: null });
  });

  it('and compare the latest with the previous attempt that counted', () => {
    expect(topicRecord([human, scripted, later], 'javascript', 'closures')).toMatchObject({
      best: 50,
      change: 10,
    });
  });
});

describe('the speed series leaves marked attempts out', () => {
  const series = dailySeries(
    [human, scripted, later, attempt({ wpm: 60, finishedAt: at('22') })],
    'UTC',
  );

  it('counts them as drills of their day, for the calendar and streaks', () => {
    expect(series.map((point) => [point.day, point.drills])).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 1],
      ['2026-11-22', 2],
    ]);
  });

  it('keeps them out of the day means and drops a day of marked drills only', () => {
    expect(speedSeries(series).map((point) => [point.day, point.wpm, point.accuracy])).toEqual([
      ['2026-11-20', 40, 0.9],
      ['2026-11-22', 55, (0.96 + 0.97) / 2],
    ]);
  });
});
