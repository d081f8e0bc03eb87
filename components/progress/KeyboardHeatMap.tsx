import { KEY_ROWS, keyOf } from '@/utils/keyboard';
import { plural } from '@/utils/units';

const KEY = 30;
const LEVELS = [0, 1, 2, 3, 4] as const;

/** A key's shade: none for no miss, then four steps up to the most-missed key. */
const level = (count: number, most: number) => (count === 0 ? 0 : Math.ceil((4 * count) / most));

/** A keyboard with each key shaded by how often its characters were missed, and its scale. */
export function KeyboardHeatMap({ counts }: { counts: ReadonlyMap<string, number> }) {
  const perKey = new Map<string, number>();
  for (const [char, count] of counts) {
    const key = keyOf(char);
    if (key) perKey.set(key, (perKey.get(key) ?? 0) + count);
  }
  const most = Math.max(1, ...perKey.values());
  const worst = [...perKey].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const summary =
    worst.length === 0
      ? 'No missed keys yet'
      : `Missed most on ${worst.map(([key, count]) => `${key} (${count})`).join(', ')}`;
  const key = (label: string, x: number, y: number, width = KEY - 3) => {
    const count = perKey.get(label) ?? 0;
    return (
      <g key={label}>
        <rect
          x={x}
          y={y}
          width={width}
          height={KEY - 3}
          rx={4}
          className={`heat-key miss-level-${level(count, most)}`}
        >
          <title>{`${label}: ${count} missed`}</title>
        </rect>
        <text x={x + width / 2} y={y + KEY / 2 + 2} textAnchor="middle" className="heat-label">
          {label === 'space' || label === 'enter' ? label : label.toUpperCase()}
        </text>
      </g>
    );
  };
  return (
    <figure className="heat-map" aria-label="Missed keys">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${14 * KEY} ${5 * KEY}`}>
        {KEY_ROWS.map((row, index) =>
          Array.from(row, (char, column) => key(char, (column + index / 2) * KEY, index * KEY)),
        )}
        {key('enter', 12 * KEY, 2 * KEY, KEY * 1.6)}
        {key('space', 4 * KEY, 4 * KEY, KEY * 6)}
      </svg>
      <figcaption>
        <span>{summary}</span>
        {/* The scale: each step a quarter of the most-missed key's count. */}
        {worst.length > 0 ? (
          <span className="heat-scale">
            none
            {LEVELS.map((step) => (
              <span key={step} className={`heat-swatch miss-level-${step}`} aria-hidden="true" />
            ))}
            {plural(most, 'miss', 'misses')}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
