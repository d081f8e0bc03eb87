import { topicNames } from 'virtual:topic-names';
import { LANGUAGES } from '@/data/languages';
import { languageRow } from '@/utils/progress/aggregates';
import type { TopicCard } from '@/utils/progress/schedule';

type LanguagesTableProps = { schedule: ReadonlyMap<string, TopicCard>; now: number };

/** Per language: topics practised of the total, and how many are due now. */
export function LanguagesTable({ schedule, now }: LanguagesTableProps) {
  return (
    <table className="progress-table">
      <caption>Languages</caption>
      <thead>
        <tr>
          <th scope="col">Language</th>
          <th scope="col">Practised</th>
          <th scope="col">Due now</th>
        </tr>
      </thead>
      <tbody>
        {LANGUAGES.map(({ key, name }) => {
          const topics = topicNames[key].map(([topic, title]) => ({ key: topic, title }));
          const row = languageRow(schedule, key, topics, now);
          return (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>
                {row.practised} of {row.total}
              </td>
              <td>{row.due}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
