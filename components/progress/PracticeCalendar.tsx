import { useLayoutEffect, useRef } from 'react';
import {
  CALENDAR_WEEKS,
  LEVEL_TITLES,
  WEEKDAY_LABELS,
  calendarLayout,
} from '@/utils/progress/calendar';
import { plural } from '@/utils/units';

type PracticeCalendarProps = {
  /** Drills per day (`YYYY-MM-DD`), in the user's time zone. */
  counts: ReadonlyMap<string, number>;
  today: string;
};

// A square is 11 px with 3 px between; the weekday names take the left (and stay when the
// weeks scroll), the months the top.
const CELL = 11;
const PITCH = 14;
const LEFT = 32;
const TOP = 20;

/**
 * A year of days, a square each, darker for more drills: a contribution graph with the
 * months over it, Mon/Wed/Fri beside it and a legend under it. Each square's title says
 * its day and drills when hovered; the figure's summary says the year in one line.
 */
export function PracticeCalendar({ counts, today }: PracticeCalendarProps) {
  const { days, months } = calendarLayout(counts, today);
  const practised = days.filter((day) => day.level > 0).length;
  const summary = `${plural(practised, 'day')} practised in the last year`;
  const width = CALENDAR_WEEKS * PITCH - (PITCH - CELL);
  const height = TOP + 7 * PITCH;
  const scroller = useRef<HTMLDivElement>(null);
  // On a window too narrow for the year, show its end: the weeks just practised.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [today]);
  return (
    <figure className="practice-calendar" aria-label="Practice calendar">
      <div className="calendar-grid">
        <svg aria-hidden="true" width={LEFT} height={height}>
          {WEEKDAY_LABELS.map(({ row, label }) => (
            <text key={label} className="calendar-label" x={0} y={TOP + row * PITCH + 9}>
              {label}
            </text>
          ))}
        </svg>
        {/* Focusable, so a keyboard can scroll it when it overflows. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="calendar-scroll" ref={scroller} tabIndex={0}>
          <svg role="img" aria-label={summary} width={width} height={height}>
            {months.map(({ column, label }) => (
              <text key={column} className="calendar-label" x={column * PITCH} y={12}>
                {label}
              </text>
            ))}
            {days.map(({ day, column, row, level, title }) => (
              <rect
                key={day}
                x={column * PITCH}
                y={TOP + row * PITCH}
                width={CELL}
                height={CELL}
                rx={2}
                className={`calendar-day level-${level}`}
              >
                <title>{title}</title>
              </rect>
            ))}
          </svg>
        </div>
      </div>
      <div className="calendar-legend">
        Less
        <svg
          role="img"
          aria-label="Shades from no drills to 4 or more"
          width={5 * PITCH}
          height={CELL}
        >
          {LEVEL_TITLES.map((title, level) => (
            <rect
              key={title}
              x={level * PITCH}
              width={CELL}
              height={CELL}
              rx={2}
              className={`calendar-day level-${level}`}
            >
              <title>{title}</title>
            </rect>
          ))}
        </svg>
        More
      </div>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
