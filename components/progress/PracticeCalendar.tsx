import { shiftDay } from '@/utils/progress/streaks';
import { plural } from '@/utils/units';

type PracticeCalendarProps = {
  /** Drills per day (`YYYY-MM-DD`), in the user's time zone. */
  counts: ReadonlyMap<string, number>;
  today: string;
};

const WEEKS = 53;
const CELL = 12;

/** The shade of a day: none, then four steps up to five drills or more. */
const level = (count: number) => (count === 0 ? 0 : Math.min(4, Math.ceil(count / 1.25)));

/** A year of days, a square each, darker for more drills: a contribution graph. */
export function PracticeCalendar({ counts, today }: PracticeCalendarProps) {
  // Columns are weeks ending on today's weekday row; the last column ends today.
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const first = shiftDay(today, -(WEEKS - 1) * 7 - weekday);
  const cells = [];
  let practised = 0;
  for (let index = 0; index < WEEKS * 7; index += 1) {
    const day = shiftDay(first, index);
    if (day > today) break;
    const count = counts.get(day) ?? 0;
    if (count > 0) practised += 1;
    cells.push(
      <rect
        key={day}
        x={Math.floor(index / 7) * CELL}
        y={(index % 7) * CELL}
        width={CELL - 2}
        height={CELL - 2}
        rx={2}
        className={`calendar-day level-${level(count)}`}
      >
        <title>{`${day}: ${plural(count, 'drill')}`}</title>
      </rect>,
    );
  }
  const summary = `${plural(practised, 'day')} practised in the last year`;
  return (
    <figure className="practice-calendar" aria-label="Practice calendar">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WEEKS * CELL} ${7 * CELL}`}>
        {cells}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
