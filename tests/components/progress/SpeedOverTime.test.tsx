import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SpeedOverTime } from '@/components/progress/SpeedOverTime';
import type { DayPoint } from '@/utils/progress/aggregates';
import { dayFormatter, shiftDay } from '@/utils/progress/streaks';

const today = dayFormatter(Intl.DateTimeFormat().resolvedOptions().timeZone)(Date.now());
/** A day `back` days ago with one drill at `wpm`. */
const ago = (back: number, wpm = 50): DayPoint => ({
  day: shiftDay(today, -back),
  drills: 1,
  counted: 1,
  wpm,
  accuracy: 0.96,
});

function renderChart(series: DayPoint[]) {
  render(<SpeedOverTime series={series} />);
  const figure = screen.getByRole('figure', { name: 'Speed over time' });
  const ranges = within(figure).getByRole('group', { name: 'Range' });
  const pressed = () =>
    within(ranges)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent);
  return { figure, ranges, pressed };
}

describe('SpeedOverTime', () => {
  it('opens on 30 days when the history is older, and each range shows its days', async () => {
    const user = userEvent.setup();
    const { figure, ranges, pressed } = renderChart([ago(60), ago(20), ago(5), ago(1, 70)]);
    expect(
      within(ranges)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['7 days', '30 days', 'All time']);
    expect(pressed()).toEqual(['30 days']);
    expect(figure).toHaveTextContent('WPM and accuracy per day over 3 days');

    await user.click(within(ranges).getByRole('button', { name: '7 days' }));
    expect(pressed()).toEqual(['7 days']);
    expect(figure).toHaveTextContent('WPM and accuracy per day over 2 days');

    await user.click(within(ranges).getByRole('button', { name: 'All time' }));
    expect(pressed()).toEqual(['All time']);
    expect(figure).toHaveTextContent('WPM and accuracy per day over 4 days');
  });

  it('opens on all time when the history fits in 30 days', () => {
    const { pressed, figure } = renderChart([ago(12), ago(2)]);
    expect(pressed()).toEqual(['All time']);
    expect(figure).toHaveTextContent('over 2 days');
  });

  it('says so when a range holds no drill', async () => {
    const user = userEvent.setup();
    const { figure, ranges } = renderChart([ago(12)]);
    await user.click(within(ranges).getByRole('button', { name: '7 days' }));
    expect(figure).toHaveTextContent('No drills in the last 7 days.');
  });

  it('shows no ranges without history, only the sentence', () => {
    render(<SpeedOverTime series={[]} />);
    const figure = screen.getByRole('figure', { name: 'Speed over time' });
    expect(within(figure).queryByRole('group')).toBeNull();
    expect(figure).toHaveTextContent(/^No drills yet/);
  });
});
