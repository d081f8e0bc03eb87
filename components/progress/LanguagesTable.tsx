import { useTopicNames } from './useTopicNames';
import { LANGUAGES } from '@/data/languages';
import { languageRow } from '@/utils/progress/aggregates';
import type { TopicCard } from '@/utils/progress/schedule';
import type { ProgressScope } from '@/utils/progress/scope';

type LanguagesTableProps = {
  schedule: ReadonlyMap<string, TopicCard>;
  now: number;
  scope: ProgressScope;
  /** Shows a language's topics: the row's name is a button that sets the page's scope. */
  onScope: (scope: ProgressScope) => void;
};

/** Per language: topics practised of the total, and how many are due now. */
export function LanguagesTable({ schedule, now, scope, onScope }: LanguagesTableProps) {
  const topicsOf = useTopicNames();
  return (
    <table className="progress-table">
      <caption>Languages</caption>
      <thead>
        <tr>
          <th scope="col">Language</th>
          <th scope="col" className="number">
            Practised
          </th>
          <th scope="col" className="number">
            Due now
          </th>
        </tr>
      </thead>
      <tbody>
        {LANGUAGES.map(({ key, name }) => {
          const topics = topicsOf(key);
          const row = languageRow(schedule, key, topics, now);
          const shown = key === scope;
          return (
            <tr key={key} className={shown ? 'shown' : undefined}>
              <th scope="row">
                <button
                  type="button"
                  className="link-button"
                  aria-current={shown ? 'true' : undefined}
                  onClick={() => onScope(key)}
                >
                  {name}
                </button>
              </th>
              <td className="number">
                {row.practised} of {row.total}
              </td>
              <td className="number">{row.due}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
