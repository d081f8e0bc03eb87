import { useEffect, useEffectEvent, useState } from 'react';
import type { ReadLog } from '@/adapters/pageProgress';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { loadTopicSet } from '@/data/index';
import { openingTopic } from '@/utils/progress/opening';
import { commentOnlyTopics } from '@/utils/snippets/commentOnly';
import { ownTopicNames } from '@/utils/snippets/topics';

/**
 * Opens the new tab on the topic and card the schedule picks, decided where the log and the set
 * arrive (both read after first paint). Returns whether the drill may show: once decided,
 * so it never shows the wrong topic first. A page that drills something else (weak spots)
 * passes `enabled` false and moves nothing.
 */
export function useOpeningTopic(enabled: boolean): boolean {
  const { whenRead } = useProgress();
  const { selection, openOn } = useSelection();
  const [opening] = useState(selection);
  const [decided, setDecided] = useState(!enabled);

  const decide = useEffectEvent((log: ReadLog | null, topics: readonly string[]) => {
    // A choice the user made while the log was read wins over the schedule.
    if (log && selection === opening) {
      const pick = openingTopic({
        selection,
        topics,
        attempts: log.attempts,
        schedule: log.schedule ?? new Map(),
        now: Date.now(),
        untyped: commentOnlyTopics(log.snippets, opening.language),
        joins: log.joins,
      });
      const moved =
        pick !== null && (pick.topic !== selection.topic || pick.card !== (selection.card ?? 0));
      if (moved) openOn(pick.topic, pick.card);
    }
    setDecided(true);
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([whenRead, loadTopicSet(opening.language)]).then(
      ([log, set]) => {
        // The language's topics as the page lists them: the built-in ones, then its own.
        const own = ownTopicNames(log.snippets, opening.language).map(([key]) => key);
        if (live) decide(log, [...set.topics.map((topic) => topic.key), ...own]);
      },
      // The set did not load: the page says so and offers Retry; nothing to decide.
      () => {
        if (live) decide(null, []);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, whenRead, opening.language]);

  return decided;
}
