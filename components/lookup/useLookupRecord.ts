import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { cardKey } from '@/utils/progress/attempt';
import { SHOWN_FOR_MS } from '@/utils/progress/lookups';

/**
 * Records the popup's lookups (utils/progress/lookups.ts): a topic shown for `SHOWN_FOR_MS`,
 * one copied, or the one the address bar opened (`popup.html?…&topic=`), each once a popup.
 * The topic the popup opens on by itself (the selection) is no lookup until the user has
 * moved; rows merely passed while typing never stay `SHOWN_FOR_MS`. Returns what a copy calls.
 */
export function useLookupRecord(): () => void {
  const { language } = useLanguage();
  const { topic } = useTopicSet();
  const { recordLookup } = useProgress();
  const recorded = useRef(new Set<string>());
  const first = useRef<string | null>(null);
  const [fromAddress] = useState(() => new URLSearchParams(window.location.search).has('topic'));
  const moved = useRef(fromAddress);
  const shown = topic ? { language: language.key, topic: topic.key } : null;
  const key = shown ? cardKey(shown.language, shown.topic) : null;

  const record = (at: { language: typeof language.key; topic: string } | null) => {
    if (!at) return;
    const id = cardKey(at.language, at.topic);
    if (recorded.current.has(id)) return;
    recorded.current.add(id);
    recordLookup(at.language, at.topic);
  };

  const recordShown = useEffectEvent(() => record(shown));
  useEffect(() => {
    if (key === null) return;
    first.current ??= key;
    if (key !== first.current) moved.current = true;
    if (!moved.current) return;
    if (fromAddress && key === first.current) return recordShown();
    const timer = setTimeout(recordShown, SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [key, fromAddress]);

  return () => record(shown);
}
