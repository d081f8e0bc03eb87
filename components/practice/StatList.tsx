type StatListProps = {
  entries: readonly (readonly [label: string, value: string])[];
  label?: string;
};

/** Figures as a description list: a small label over each value. */
export function StatList({ entries, label }: StatListProps) {
  return (
    <dl className="statistics" aria-label={label}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
