import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { SearchClient } from '@/adapters/searchClient';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { activeOf, optionsOf, statusOf, type LookupAction } from '@/utils/lookup';
import { createLookupStore } from '@/utils/lookupStore';
import type { TopicMatch } from '@/utils/search';
import type { SearchResponse } from '@/utils/searchMessages';
import { createOptionsPainter } from './optionsPainter';

/**
 * The popup's lookup over a `LookupStore`: its decisions are `lookupReducer`'s, the rows are
 * the options painter's, and React renders only the list's status and active option. A key
 * typed into the box renders nothing; neither does an answer that changes neither.
 */
export function useLookup(search: SearchClient, list: RefObject<HTMLElement | null>) {
  const { languages, language } = useLanguage();
  const { showTopic } = useSelection();
  const { topicSet, topicIndex } = useTopicSet();
  const [store] = useState(() => createLookupStore(search.ask));

  const topics = useMemo<TopicMatch[]>(
    () =>
      (topicSet?.topics ?? []).map(({ key, title }) => ({
        language: language.key,
        key,
        title,
        titleParts: [{ text: title, marked: false }],
      })),
    [topicSet, language.key],
  );
  const status = useSyncExternalStore(store.subscribe, () => statusOf(store.getState(), topics));
  const activeIndex = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return activeOf(state, optionsOf(state, topics), topicIndex);
  });

  /** Applies an action and shows the option it picked, if any. */
  const act = (action: LookupAction) => {
    const { show } = store.dispatch(action);
    if (show) showTopic(show.language, show.key);
  };
  const answered = useEffectEvent((answer: SearchResponse) => act({ type: 'answered', answer }));
  useEffect(() => search.listen((answer) => answered(answer)), [search]);

  // The rows follow the store and the language's topics, drawn before the browser paints.
  useLayoutEffect(() => {
    const paint = createOptionsPainter(list.current!, (option) =>
      option.language === language.key
        ? ''
        : (languages.find((each) => each.key === option.language)?.name ?? option.language),
    );
    const draw = () => {
      const state = store.getState();
      const options = optionsOf(state, topics);
      paint(options, activeOf(state, options, topicIndex));
    };
    draw();
    return store.subscribe(draw);
  }, [store, list, topics, topicIndex, language.key, languages]);

  return {
    status,
    activeIndex,
    /** The box's text changed. */
    typed: (text: string) => act({ type: 'typed', text, language: language.key }),
    moveActive: (by: 1 | -1) => act({ type: 'move', by, topics, shownTopic: topicIndex }),
    showOption: (index: number) => act({ type: 'choose', index, topics }),
  };
}
