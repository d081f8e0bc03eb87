import { useMemo } from 'react';
import { drillLengthPreference } from '@/adapters/pagePreferences';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { usePreference } from '@/hooks/usePreference';
import { cardTopic, topicCards } from '@/utils/drill/cards';

/** The card a drill types: its index and its topic's card count. */
export type DrillCard = { index: number; of: number };

type DrillCardValue = {
  /** What the drill types: the selected card of the topic, or the whole topic. */
  drilled: HighlightedTopic | null;
  /** The card drilled; null for a whole topic (Drill length, or a topic of one card). */
  card: DrillCard | null;
  /** How many cards the topic has (0 while none is shown). */
  count: number;
  /** The next card, then the next topic's first. */
  next: () => void;
  /** The card before, then the topic before. */
  previous: () => void;
};

/**
 * The part of the current topic a new-tab drill types (setting **Drill length**): one card
 * (utils/drill/cards.ts), kept beside the selection, or the whole topic. The card index is clamped
 * to the topic's cards, so a stored index past them shows the last.
 */
export function useDrillCard(
  topic: HighlightedTopic | null,
  palette: readonly TokenStyle[] | null,
): DrillCardValue {
  const { selection, chooseCard } = useSelection();
  const { nextTopic, previousTopic } = useTopicSet();
  const length = usePreference(drillLengthPreference());
  const cards = useMemo(
    () => (topic && palette ? topicCards(topic, palette) : []),
    [topic, palette],
  );
  const byCard = length === 'card' && cards.length > 1 && topic !== null;
  const index = Math.min(selection.card ?? 0, Math.max(0, cards.length - 1));
  const drilled = useMemo(
    () => (topic && byCard ? cardTopic(topic, cards[index]!) : topic),
    [topic, byCard, cards, index],
  );
  const count = cards.length;
  if (!byCard) return { drilled, card: null, count, next: nextTopic, previous: previousTopic };
  return {
    drilled,
    count,
    card: { index, of: cards.length },
    next: () => (index + 1 < cards.length ? chooseCard(topic.key, index + 1) : nextTopic()),
    previous: () => (index > 0 ? chooseCard(topic.key, index - 1) : previousTopic()),
  };
}
