import { useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { cardKey } from '@/utils/progress/attempt';
import { joinedText, recentLookups } from '@/utils/progress/lookups';

type LookupJoinedProps = { language: string; topic: string };

/**
 * Says why a topic is in the reviews when lookups made it due ("You looked this up 2 times
 * this month, so it joined your reviews."); nothing for any other topic.
 */
export function LookupJoined({ language, topic }: LookupJoinedProps) {
  const { joins, lookups } = useProgress();
  // "This month" as of when the page showed it.
  const [now] = useState(() => Date.now());
  const join = joins.get(cardKey(language, topic));
  if (!join) return null;
  const recent = recentLookups(lookups ?? [], language, topic, now);
  return <p className="lookup-joined">{joinedText(join, recent)}</p>;
}
