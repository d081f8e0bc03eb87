import type { TopicMatch } from '@/utils/lookup/search';
import type { SearchResponse } from '@/utils/lookup/searchMessages';

/** A topic of any language, by keys: what the lookup asks the page to show. */
type TopicRef = Pick<TopicMatch, 'language' | 'key'>;

/**
 * The popup lookup's decisions. The box keeps its own text; this is what the lookup must
 * remember about it: whether it holds a query, which queries were asked, the answer that
 * counts, the active option while searching, and an Enter waiting for its answer.
 */
export type LookupState = {
  /** The box holds a query (text other than white space). */
  searching: boolean;
  /** The number of the latest query asked; 0 before the first. */
  asked: number;
  /** The first query of the current search: an older answer belongs to an earlier search. */
  searchStart: number;
  /**
   * The language shown when the current search began. Its results go untagged and win ties
   * for the whole search, though the preview moves to other languages under the keys.
   */
  searchLanguage: string;
  /** The last answer kept: it answered the latest query when it came. */
  answer: SearchResponse | null;
  /** The active option while searching (with no query the shown topic is active). */
  active: number;
  /** Enter came before the latest query's answer: its first match shows on arrival. */
  showOnAnswer: boolean;
  /** The option the last action asks the page to show, if any. */
  show: TopicRef | null;
};

/**
 * What happens to the lookup. `topics` are the current language's topics, listed while the
 * box is empty (and, until its first answer, while a new search is asked); a query's
 * `language` is the language shown, which wins ties between its results. `settled`: the
 * latest answer has stood a moment with no key since (the page times it).
 */
export type LookupAction =
  | { type: 'typed'; text: string; language: string }
  | { type: 'answered'; answer: SearchResponse }
  | { type: 'settled' }
  | { type: 'move'; by: 1 | -1; topics: readonly TopicMatch[]; shownTopic: number }
  | { type: 'choose'; index: number; topics: readonly TopicMatch[] };

export const INITIAL_LOOKUP: LookupState = {
  searching: false,
  asked: 0,
  searchStart: 0,
  searchLanguage: '',
  answer: null,
  active: 0,
  showOnAnswer: false,
  show: null,
};

/** Whether the latest query's answer has not come yet. */
export const isPending = (state: LookupState) =>
  state.searching && state.answer?.id !== state.asked;

/** The answer to the current search, once one has come. */
const currentAnswer = (state: LookupState) =>
  state.searching && state.answer !== null && state.answer.id >= state.searchStart
    ? state.answer
    : null;

/**
 * The options listed. While a search waits for its first answer what was listed stays (the
 * language's topics; nothing before any answer, while the index loads): nothing empties and
 * refills under the keys.
 */
export function optionsOf(state: LookupState, topics: readonly TopicMatch[]) {
  if (!state.searching) return topics;
  const answer = currentAnswer(state);
  if (answer) return answer.matches ?? [];
  return state.answer === null ? [] : topics;
}

/** The active option's index among `options`, or -1 when none is listed. */
export function activeOf(
  state: LookupState,
  options: readonly TopicMatch[],
  shownTopic: number,
): number {
  if (options.length === 0) return -1;
  return Math.min(state.searching ? state.active : shownTopic, options.length - 1);
}

/** The language whose options the list leaves untagged: the search's, else the one shown. */
export const listLanguage = (state: LookupState, shownLanguage: string) =>
  state.searching ? state.searchLanguage : shownLanguage;

/** What the list says besides its options. */
type ListStatus = 'loading' | 'failed' | 'empty' | 'listed';

export function statusOf(state: LookupState, topics: readonly TopicMatch[]): ListStatus {
  if (state.searching && state.answer === null) return 'loading';
  if (currentAnswer(state)?.matches === null) return 'failed';
  return optionsOf(state, topics).length === 0 ? 'empty' : 'listed';
}

/** Picks an option: shown now, or on its answer when the latest query has none yet. */
function choose(state: LookupState, index: number, topics: readonly TopicMatch[]): LookupState {
  if (isPending(state)) return { ...state, showOnAnswer: true };
  const option = optionsOf(state, topics)[index];
  if (!option) return state;
  return { ...state, active: index, show: { language: option.language, key: option.key } };
}

/**
 * The lookup after an action. A query is numbered when typed; an answer to any but the
 * latest is dropped. `show` is set only by the action that shows an option.
 */
export function lookupReducer(previous: LookupState, action: LookupAction): LookupState {
  const state = previous.show === null ? previous : { ...previous, show: null };
  switch (action.type) {
    case 'typed': {
      if (action.text.trim() === '') {
        return state.searching ? { ...state, searching: false, showOnAnswer: false } : state;
      }
      const asked = state.asked + 1;
      return {
        ...state,
        searching: true,
        asked,
        searchStart: state.searching ? state.searchStart : asked,
        searchLanguage: state.searching ? state.searchLanguage : action.language,
        active: 0,
        showOnAnswer: false,
      };
    }
    case 'answered': {
      const { answer } = action;
      if (answer.id !== state.asked) return state;
      const first = answer.matches?.[0];
      if (!state.showOnAnswer) return { ...state, answer };
      return {
        ...state,
        answer,
        showOnAnswer: false,
        active: 0,
        show: first ? { language: first.language, key: first.key } : null,
      };
    }
    case 'settled': {
      // The preview follows the active option as DevDocs' does, once the keys pause: a
      // snippet drawn on every answer would cost each key its render.
      const option = isPending(state) ? undefined : currentAnswer(state)?.matches?.[state.active];
      return option ? { ...state, show: { language: option.language, key: option.key } } : state;
    }
    case 'move': {
      const options = optionsOf(state, action.topics);
      const count = options.length;
      if (count === 0) return state;
      const from = activeOf(state, options, action.shownTopic);
      return choose(state, (from + action.by + count) % count, action.topics);
    }
    case 'choose':
      return choose(state, action.index, action.topics);
  }
}
