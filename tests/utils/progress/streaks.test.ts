import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attempt } from './fixtures';
import { dailySeries } from '@/utils/progress/aggregates';
import type { Attempt } from '@/utils/progress/attempt';
import { dayFormatter, dayKey, shiftDay, streaks } from '@/utils/progress/streaks';

const days = (...list: string[]) => new Set(list);
/** The days with a finished drill, in a time zone, as the progress page counts them. */
const practiceDays = (log: readonly Attempt[], timeZone: string) =>
  new Set(dailySeries(log, timeZone).map((point) => point.day));

describe('streaks', () => {
  it('counts the current streak back from today', () => {
    expect(streaks(days('2026-11-21', '2026-11-22', '2026-11-23'), '2026-11-23')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('keeps the streak alive until today ends, counting from yesterday', () => {
    expect(streaks(days('2026-11-21', '2026-11-22'), '2026-11-23').current).toBe(2);
  });

  it('breaks on a missed day and remembers the longest run', () => {
    const log = days('2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-11-22');
    expect(streaks(log, '2026-11-23')).toEqual({ current: 1, longest: 4 });
    expect(streaks(log, '2026-11-25')).toEqual({ current: 0, longest: 4 });
  });

  it('runs across month and year ends', () => {
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(streaks(days('2025-12-31', '2026-01-01'), '2026-01-01').current).toBe(2);
  });
});

describe('days in the user time zone', () => {
  it('puts a drill on the day it was in the user time zone, not in UTC', () => {
    const late = Date.parse('2026-11-23T04:30:00Z');
    expect(dayKey(late, 'UTC')).toBe('2026-11-23');
    expect(dayKey(late, 'America/New_York')).toBe('2026-11-22');
    expect(dayKey(late, 'Asia/Tokyo')).toBe('2026-11-23');
  });

  it('counts a streak across a daylight-saving change as consecutive days', () => {
    // Europe/Berlin leaves summer time on 2026-10-25 (that day has 25 hours).
    const log = [
      attempt({ finishedAt: '2026-10-24T21:30:00Z' }), // 23:30 on the 24th in Berlin
      attempt({ finishedAt: '2026-10-25T22:30:00Z' }), // 23:30 on the 25th
      attempt({ finishedAt: '2026-10-26T22:59:00Z' }), // 23:59 on the 26th
    ];
    const berlin = practiceDays(log, 'Europe/Berlin');
    expect([...berlin].sort()).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(streaks(berlin, '2026-10-26')).toEqual({ current: 3, longest: 3 });
    // The same drills fall on other days in Tokyo: the time zone decides.
    const tokyo = practiceDays(log, 'Asia/Tokyo');
    expect([...tokyo].sort()).toEqual(['2026-10-25', '2026-10-26', '2026-10-27']);
    expect(streaks(tokyo, '2026-10-26')).toEqual({ current: 2, longest: 3 });
  });

  it('counts the spring change too (a 23-hour day)', () => {
    // America/New_York starts summer time on 2026-03-08.
    const log = [
      attempt({ finishedAt: '2026-03-08T04:30:00Z' }), // 23:30 on the 7th (EST)
      attempt({ finishedAt: '2026-03-09T03:30:00Z' }), // 23:30 on the 8th (EDT)
    ];
    const york = practiceDays(log, 'America/New_York');
    expect([...york].sort()).toEqual(['2026-03-07', '2026-03-08']);
    expect(streaks(york, '2026-03-08').current).toBe(2);
  });

  it('gives every time the day Intl gives it, in zones with odd offsets and clock changes', () => {
    // Half and quarter hours, a 30-minute summer time, a day skipped, seconds before 1972.
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Pacific/Apia',
      'Africa/Monrovia',
    ];
    const intl = (zone: string) => {
      const format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      return (time: number) => format.format(time);
    };
    // Every 37 minutes of 1971 and of 2011 (Apia skipped 30 December): each clock change.
    const wrong: string[] = [];
    for (const zone of zones) {
      const [day, expected] = [dayFormatter(zone), intl(zone)];
      for (const year of [1971, 2011]) {
        const end = Date.UTC(year + 1, 0, 1);
        for (let time = Date.UTC(year, 0, 1); time < end; time += 37 * 60_000) {
          if (day(time) !== expected(time)) wrong.push(`${zone} ${new Date(time).toISOString()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2040, 0, 1) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (zone, times) => {
          const day = dayFormatter(zone);
          for (const time of times) expect(day(time)).toBe(intl(zone)(time));
        },
      ),
    );
  });
});
