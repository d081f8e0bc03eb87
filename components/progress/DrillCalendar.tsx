import { useLayoutEffect, useRef } from 'react';
import { useElementWidth } from '@/components/progress/useElementWidth';
import { CALENDAR_WEEKS, WEEKDAY_LABELS, calendarLayout } from '@/utils/progress/calendar';
import { plural } from '@/utils/units';

type DrillCalendarProps = {
  /** Drills per day (`YYYY-MM-DD`), in the user's time zone. */
  counts: ReadonlyMap<string, number>;
  today: string;
};

// A square is at least 11 px with 3 px between, larger to fill a wide card (up to 17 px);
// the weekday names take the left (and stay when the weeks scroll), the months the top.
const GAP = 3;
const MIN_PITCH = 14;
const MAX_PITCH = 20;
const LEFT = 32;
const TOP = 20;

/** The square's step that fills a card this wide with a year of weeks. */
const pitchFor = (width: number | null) =>
  width === null
    ? MIN_PITCH
    : Math.min(MAX_PITCH, Math.max(MIN_PITCH, Math.floor((width - LEFT + GAP) / CALENDAR_WEEKS)));

/**
 * A year of days, a square each, darker for more drills on a scale of the user's own days
 * (`calendarScale`), as wide as the card allows: a contribution graph with the
 * months over it, Mon/Wed/Fri beside it and a legend under it. Each square's title says
 * its day and drills when hovered; the figure's summary says the year in one line.
 */
export function DrillCalendar({ counts, today }: DrillCalendarProps) {
  const { days, months, scale } = calendarLayout(counts, today);
  const figure = useRef<HTMLElement>(null);
  const pitch = pitchFor(useElementWidth(figure));
  const cell = pitch - GAP;
  const practised = days.filter((day) => day.level > 0).length;
  const summary = `${plural(practised, 'day')} practised in the last year`;
  const width = CALENDAR_WEEKS * pitch - GAP;
  const height = TOP + 7 * pitch;
  const scroller = useRef<HTMLDivElement>(null);
  // On a window too narrow for the year, show its end: the weeks just practised.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [today]);
  return (
    <figure ref={figure} className="practice-calendar" aria-label="Practice calendar">
      <div className="calendar-grid">
        <svg aria-hidden="true" width={LEFT} height={height}>
          {WEEKDAY_LABELS.map(({ row, label }) => (
            <text key={label} className="calendar-label" x={0} y={TOP + row * pitch + cell - 2}>
              {label}
            </text>
          ))}
        </svg>
        {/* Focusable, so a keyboard can scroll it when it overflows. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="calendar-scroll" ref={scroller} tabIndex={0}>
          <svg role="img" aria-label={summary} width={width} height={height}>
            {months.map(({ column, label }) => (
              <text key={column} className="calendar-label" x={column * pitch} y={12}>
                {label}
              </text>
            ))}
            {days.map(({ day, column, row, level, title }) => (
              <rect
                key={day}
                x={column * pitch}
                y={TOP + row * pitch}
                width={cell}
                height={cell}
                rx={2}
                className={`calendar-day level-${level}`}
              >
                <title>{title}</title>
              </rect>
            ))}
          </svg>
        </div>
      </div>
      <div className="calendar-legend" style={{ maxWidth: LEFT + width }}>
        Less
        <svg
          role="img"
          aria-label={`Shades from no drills to ${scale.titles.at(-1)!.replace(' drills', '')}`}
          width={5 * pitch}
          height={cell}
        >
          {scale.titles.map((title, level) => (
            <rect
              key={title}
              x={level * pitch}
              width={cell}
              height={cell}
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
