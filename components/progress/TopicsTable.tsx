import { useMemo, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { cardKey } from '@/utils/progress/attempt';
import { lookupCounts } from '@/utils/progress/lookups';
import { useTopicNames } from './useTopicNames';
import type { Language } from '@/data/types';
import type { LanguageKey } from '@/data/languages';
import { topicRows } from '@/utils/progress/aggregates';
import type { Attempt } from '@/utils/progress/attempt';
import { reviewIn } from '@/utils/progress/interval';
import type { TopicCard } from '@/utils/progress/schedule';
import { plural, wpm } from '@/utils/units';

type TopicsTableProps = {
  language: Language & { key: LanguageKey };
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard>;
  now: number;
};

/** How many of a topic's cards are due: "2 of 3 cards due", "due", or "–". */
function cardsDueText({ due, of }: { due: number; of: number }): string {
  if (due === 0) return '–';
  return of > 1 ? `${due} of ${of} cards due` : 'due';
}

/**
 * The chosen language's topics, one row each: attempts, times looked up, best WPM, last
 * accuracy, its lowest card's level, its cards due and next review. The ones practised or
 * looked up (due ones among them) are listed; the rest wait behind "Show all".
 */
export function TopicsTable({ language, attempts, schedule, now }: TopicsTableProps) {
  const topics = useTopicNames()(language.key);
  const [all, setAll] = useState(false);
  const { lookups } = useProgress();
  const counts = useMemo(() => lookupCounts(lookups ?? []), [lookups]);
  const lookedUp = (topic: string) => counts.get(cardKey(language.key, topic)) ?? 0;
  const rows = topicRows(attempts, schedule, language.key, topics, now);
  const practised = rows.filter(
    (row) => row.attempts > 0 || row.nextReview !== null || lookedUp(row.key) > 0,
  );
  const shown = all ? rows : practised;
  const hidden = rows.length - practised.length;
  return (
    <>
      <table className="progress-table">
        <caption>Topics</caption>
        <thead>
          <tr>
            <th scope="col">{language.name} topic</th>
            <th scope="col" className="number">
              Attempts
            </th>
            <th scope="col" className="number">
              Looked up
            </th>
            <th scope="col" className="number">
              Best WPM
            </th>
            <th scope="col" className="number">
              Last accuracy
            </th>
            <th scope="col" className="number">
              Level
            </th>
            <th scope="col">Due</th>
            <th scope="col">Next review</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.title}</th>
              <td className="number">{row.attempts}</td>
              <td className="number">{lookedUp(row.key)}</td>
              <td className="number">{row.bestWpm === null ? '–' : wpm(row.bestWpm)}</td>
              <td className="number">
                {row.lastAccuracy === null ? '–' : `${Math.round(row.lastAccuracy * 100)}%`}
              </td>
              <td className="number">{row.nextReview === null ? '–' : row.level}</td>
              <td>{cardsDueText(row.cardsDue)}</td>
              <td className={row.nextReview === null ? 'unpractised' : undefined}>
                {row.nextReview === null ? 'not practised' : reviewIn(row.nextReview, now)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 ? (
        <button type="button" className="show-all" onClick={() => setAll(!all)}>
          {all ? 'Show practised topics only' : `Show all ${plural(rows.length, 'topic')}`}
        </button>
      ) : null}
    </>
  );
}
