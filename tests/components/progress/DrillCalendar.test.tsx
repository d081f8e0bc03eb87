import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrillCalendar } from '@/components/progress/DrillCalendar';

const counts = new Map([
  ['2026-03-10', 3],
  ['2026-03-11', 1],
]);

function renderCalendar() {
  render(<DrillCalendar counts={counts} today="2026-03-12" />);
  return screen.getByRole('figure', { name: 'Practice calendar' });
}

const titles = (element: Element) =>
  [...element.querySelectorAll('rect > title')].map((title) => title.textContent);

describe('DrillCalendar', () => {
  it('says the year in one line, to the eye and as the grid’s name', () => {
    const figure = renderCalendar();
    expect(
      within(figure).getByRole('img', { name: '2 days practised in the last year' }),
    ).toBeInTheDocument();
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      '2 days practised in the last year',
    );
  });

  it('titles every day with its drills and its date', () => {
    const grid = within(renderCalendar()).getByRole('img', { name: /practised/ });
    const days = titles(grid);
    expect(days).toHaveLength(52 * 7 + 5);
    expect(days.slice(-3)).toEqual([
      '3 drills on 10 March 2026',
      '1 drill on 11 March 2026',
      'No drills on 12 March 2026',
    ]);
  });

  it('names the months along the top and Mon, Wed, Fri at the left', () => {
    const figure = renderCalendar();
    const labels = [...figure.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels.slice(0, 3)).toEqual(['Mon', 'Wed', 'Fri']);
    expect(labels.slice(3, 6)).toEqual(['Mar', 'Apr', 'May']);
    expect(labels).toContain('Dec');
  });

  it('has a legend from less to more, each shade titled', () => {
    const legend = within(renderCalendar()).getByRole('img', { name: /^Shades/ });
    expect(legend.parentElement).toHaveTextContent(/^Less.*More$/);
    expect(titles(legend)).toEqual([
      'No drills',
      '1 drill',
      '2 drills',
      '3 drills',
      '4 or more drills',
    ]);
  });

  it('shades each day by its drills', () => {
    const figure = renderCalendar();
    const shade = (title: string) =>
      [...figure.querySelectorAll('rect')].find((rect) => rect.textContent === title)!.classList
        .value;
    expect(shade('3 drills on 10 March 2026')).toBe('calendar-day level-3');
    expect(shade('No drills on 12 March 2026')).toBe('calendar-day level-0');
  });

  it('scales the shades to a heavy history, not to four drills', () => {
    // 28 days, 17 to 44 drills each: four drills would make them all the darkest.
    const heavy = new Map(
      Array.from({ length: 40 }, (_, index) => [
        `2026-02-${String((index % 28) + 1).padStart(2, '0')}`,
        5 + index,
      ]),
    );
    render(<DrillCalendar counts={heavy} today="2026-03-12" />);
    const figure = screen.getByRole('figure', { name: 'Practice calendar' });
    const legend = within(figure).getByRole('img', { name: /^Shades/ });
    expect(titles(legend)).toEqual([
      'No drills',
      '1–23 drills',
      '24–30 drills',
      '31–37 drills',
      '38 or more drills',
    ]);
    expect(legend).toHaveAccessibleName('Shades from no drills to 38 or more');
    const levels = new Set(
      [...figure.querySelectorAll('rect.calendar-day')].map((rect) => rect.classList.value),
    );
    expect(levels).toEqual(
      new Set([
        'calendar-day level-0',
        'calendar-day level-1',
        'calendar-day level-2',
        'calendar-day level-3',
        'calendar-day level-4',
      ]),
    );
  });
});
