import { topicNames } from 'virtual:topic-names';
import type { Language } from '@/data/types';
import type { LanguageKey } from '@/data/languages';
import { topicRows } from '@/utils/progress/aggregates';
import type { Attempt } from '@/utils/progress/attempt';
import { reviewIn } from '@/utils/progress/interval';
import type { TopicCard } from '@/utils/progress/schedule';

type TopicsTableProps = {
  language: Language & { key: LanguageKey };
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard>;
  now: number;
};

/** The chosen language's topics: attempts, best WPM, last accuracy and next review. */
export function TopicsTable({ language, attempts, schedule, now }: TopicsTableProps) {
  const topics = topicNames[language.key].map(([key, title]) => ({ key, title }));
  const rows = topicRows(attempts, schedule, language.key, topics);
  return (
    <table className="progress-table">
      <caption>Topics</caption>
      <thead>
        <tr>
          <th scope="col">{language.name} topic</th>
          <th scope="col">Attempts</th>
          <th scope="col">Best WPM</th>
          <th scope="col">Last accuracy</th>
          <th scope="col">Next review</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.title}</th>
            <td>{row.attempts}</td>
            <td>{row.bestWpm === null ? '–' : Math.round(row.bestWpm)}</td>
            <td>{row.lastAccuracy === null ? '–' : `${Math.round(row.lastAccuracy * 100)}%`}</td>
            <td>{row.nextReview === null ? 'not practised' : reviewIn(row.nextReview, now)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
