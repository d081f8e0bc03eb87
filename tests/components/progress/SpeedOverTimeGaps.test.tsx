import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpeedOverTime } from '@/components/progress/SpeedOverTime';
import type { DayPoint } from '@/utils/progress/aggregates';
import { dayNumber, longDay } from '@/utils/progress/days';
import { dayFormatter, shiftDay } from '@/utils/progress/streaks';
import { drawnChart as drawn } from '../../drawnChart';

const today = dayFormatter(Intl.DateTimeFormat().resolvedOptions().timeZone)(Date.now());
const ago = (back: number, wpm: number): DayPoint => ({
  day: shiftDay(today, -back),
  drills: 1,
  counted: 1,
  wpm,
  accuracy: 0.9,
});

describe('SpeedOverTime over days without drills', () => {
  it('breaks the line after a day a gap follows, and dates the summary as the axis does', () => {
    render(<SpeedOverTime series={[ago(6, 40), ago(5, 45), ago(1, 60)]} />);
    const first = dayNumber(shiftDay(today, -6));
    expect(drawn.xs).toEqual([first, first + 1, first + 2, dayNumber(shiftDay(today, -1))]);
    expect(drawn.lines[0]!.values).toEqual([40, 45, null, 60]);
    const summary = screen.getByRole('figure', { name: 'Speed over time' });
    expect(summary).toHaveTextContent(`on ${longDay(shiftDay(today, -1))} 60 WPM`);
    expect(summary).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });
});
