import { useId, type ReactNode } from 'react';

type StatListProps = {
  entries: readonly (readonly [label: string, value: ReactNode])[];
  label?: string;
  className?: string;
};

/** Figures as a description list: a small label over each value, which it names. */
export function StatList({ entries, label, className = 'statistics' }: StatListProps) {
  const id = useId();
  return (
    <dl className={className} aria-label={label}>
      {entries.map(([name, value], index) => (
        <div key={name}>
          <dt id={`${id}-${index}`}>{name}</dt>
          <dd aria-labelledby={`${id}-${index}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
