import { useId, useState, type RefObject } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useLanguage, useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { cardKey } from '@/utils/progress/attempt';
import { dueCards, topicLevel } from '@/utils/progress/topicReview';
import type { TopicCard } from '@/utils/progress/schedule';

/** "due · level 2", "level 1" or "new": what the schedule says of a topic, for its option. */
function marks(entry: TopicCard | undefined, now: number): string {
  if (!entry) return 'new';
  const level = `level ${topicLevel(entry)}`;
  return dueCards(entry, now).due > 0 ? `due · ${level}` : level;
}

/**
 * A native select of the current language's topics, to jump to any of them, each marked due,
 * new or with its level; the user's own snippets, which follow the built-in topics, in a
 * group of their own.
 */
export function TopicSelect({ selectRef }: { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { topicSet, topic } = useTopicSet();
  const { chooseTopic } = useSelection();
  const { language } = useLanguage();
  const { schedule } = useProgress();
  const id = useId();
  // Due as the page opened: a card that falls due while it is open is marked on the next.
  const [now] = useState(() => Date.now());
  const options = (topicSet?.topics ?? []).map((topic) => (
    <option key={topic.key} value={topic.key}>
      {schedule
        ? `${topic.title} · ${marks(schedule.get(cardKey(language.key, topic.key)), now)}`
        : topic.title}
    </option>
  ));
  const firstOwn = topicSet?.topics.findIndex((topic) => topic.mine) ?? -1;
  return (
    <div className="field">
      <label htmlFor={id}>Topic</label>
      <select
        id={id}
        ref={selectRef}
        value={topic?.key ?? ''}
        disabled={!topicSet}
        onChange={(event) => chooseTopic(event.target.value)}
      >
        {firstOwn < 0 ? (
          options
        ) : (
          <>
            {options.slice(0, firstOwn)}
            <optgroup label="My snippets">{options.slice(firstOwn)}</optgroup>
          </>
        )}
      </select>
    </div>
  );
}
