import { useLayoutEffect, useRef } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { openingTopic } from '@/utils/progress/opening';

/**
 * Opens the new tab on the topic the schedule picks, once the set and the log have loaded
 * (the log is read after first paint). Returns whether the drill may show. A page that
 * drills something else (weak spots) passes `enabled` false and moves nothing.
 */
export function useOpeningTopic(enabled: boolean): boolean {
  const { attempts, schedule } = useProgress();
  const { selection, showTopic } = useSelection();
  const { topicSet } = useTopicSet();
  const decided = useRef(false);
  // A choice the user makes while the log is read wins over the schedule.
  const opening = useRef(selection);
  const ready = attempts !== null && topicSet !== null;

  // Before paint, so the drill never shows the wrong topic first.
  useLayoutEffect(() => {
    if (decided.current || !ready || !enabled) return;
    decided.current = true;
    if (selection !== opening.current) return;
    const pick = openingTopic({
      selection,
      topics: topicSet.topics.map((topic) => topic.key),
      attempts,
      schedule: schedule ?? new Map(),
      now: Date.now(),
    });
    if (pick !== null && pick !== selection.topic) showTopic(selection.language, pick);
  });

  return ready;
}
