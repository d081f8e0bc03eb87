import {
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { SearchClient } from '@/adapters/searchClient';
import { useLanguage, useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import {
  activeOf,
  listLanguage,
  optionsOf,
  statusOf,
  type LookupAction,
} from '@/utils/lookup/reducer';
import { createLookupStore } from '@/utils/lookup/store';
import type { TopicMatch } from '@/utils/lookup/search';
import type { SearchResponse } from '@/utils/lookup/searchMessages';
import { createOptionsPainter, type OptionsPainter } from './optionsPainter';

/**
 * How long the latest answer stands, with no key since, before the preview follows its
 * active option: a pause between words, not between letters, so typing never waits on a
 * snippet being drawn.
 */
const PREVIEW_DELAY_MS = 150;

/**
 * The popup's lookup over a `LookupStore`: its decisions are `lookupReducer`'s, the rows are
 * the options painter's, and React renders only the list's status and active option. A key
 * typed into the box renders nothing; neither does an answer that changes neither.
 */
export function useLookup(search: SearchClient, list: RefObject<HTMLElement | null>) {
  const { languages, language } = useLanguage();
  const { selection, showTopic } = useSelection();
  const { topicSet, topicIndex } = useTopicSet();
  const [store] = useState(() => createLookupStore(search.ask));

  const topics = useMemo<TopicMatch[]>(
    () =>
      (topicSet?.topics ?? []).map(({ key, title, mine }) => ({
        language: language.key,
        key,
        title,
        titleParts: [{ text: title, marked: false }],
        ...(mine && { mine }),
      })),
    [topicSet, language.key],
  );
  const status = useSyncExternalStore(store.subscribe, () => statusOf(store.getState(), topics));
  const activeIndex = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return activeOf(state, optionsOf(state, topics), topicIndex);
  });

  /** Applies an action and shows the option it picked, if any: shown, never stored. */
  const act = (action: LookupAction) => {
    const { show } = store.dispatch(action);
    if (show && (show.language !== selection.language || show.key !== selection.topic)) {
      showTopic(show.language, show.key);
    }
  };
  const settle = useRef<number>(undefined);
  const settled = useEffectEvent(() => act({ type: 'settled' }));
  const answered = useEffectEvent((answer: SearchResponse) => {
    act({ type: 'answered', answer });
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => settled(), PREVIEW_DELAY_MS);
  });
  // A layout effect, declared before LookupView's own: the lookup listens before its first
  // query (the box's text on mount) is asked, however soon a warm worker answers.
  useLayoutEffect(() => {
    const stop = search.listen((answer) => answered(answer));
    return () => {
      stop();
      window.clearTimeout(settle.current);
    };
  }, [search]);

  // One painter for the list's life: what it remembers of each row skips a row that would
  // show the same, as every row does when a preview moves the language shown.
  const painter = useRef<OptionsPainter>(null);
  // The option last scrolled into view.
  const scrolledTo = useRef(-1);
  // The language whose options go untagged, as the painter reads it while drawing.
  const untagged = useRef('');
  // The rows follow the store and the language's topics, drawn before the browser paints.
  useLayoutEffect(() => {
    const paint = (painter.current ??= createOptionsPainter(list.current!, (option) =>
      option.language === untagged.current
        ? ''
        : (languages.find((each) => each.key === option.language)?.name ?? option.language),
    ));
    const draw = () => {
      const state = store.getState();
      const options = optionsOf(state, topics);
      untagged.current = listLanguage(state, language.key);
      const active = activeOf(state, options, topicIndex);
      paint(options, active);
      // The active option in view when it moves (a topic opened from the address bar may be
      // far down the list), and never when only the rows change under the user's scrolling.
      if (active !== scrolledTo.current) {
        scrolledTo.current = active;
        list.current!.children[active]?.scrollIntoView({ block: 'nearest' });
      }
    };
    draw();
    return store.subscribe(draw);
  }, [store, list, topics, topicIndex, language.key, languages]);

  return {
    status,
    activeIndex,
    /** The box's text changed. */
    typed: (text: string) => {
      window.clearTimeout(settle.current);
      act({ type: 'typed', text, language: language.key });
    },
    moveActive: (by: 1 | -1) => act({ type: 'move', by, topics, shownTopic: topicIndex }),
    showOption: (index: number) => act({ type: 'choose', index, topics }),
  };
}
