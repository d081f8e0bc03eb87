import {
  lazy,
  Suspense,
  use,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { createSearchClient, type SearchClient } from '@/adapters/searchClient';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { lookupKey } from '@/utils/lookup/keys';
import type { KeyInput } from '@/utils/drill/keys';
import type { LookupCommands } from './LookupActions';
import { optionId } from './optionsPainter';
import { useLookup } from './useLookup';

// The code shows once its set has loaded, after first paint: its view can wait as long.
const SnippetView = lazy(() =>
  import('@/components/code/SnippetView').then((module) => ({ default: module.SnippetView })),
);
// The count needs the attempt log, read after first paint: its code can wait as long.
const DueTopics = lazy(() =>
  import('./DueTopics').then((module) => ({ default: module.DueTopics })),
);
// Below the code, which loads after first paint too: its buttons can wait as long (the
// arrow keys step through the topics from the start; Alt+C and Alt+P copy and practise
// once the actions have loaded, as the code has by then).
const LookupActions = lazy(() =>
  import('./LookupActions').then((module) => ({ default: module.LookupActions })),
);
const SnippetNavigation = lazy(() =>
  import('@/components/navigation/SnippetNavigation').then((module) => ({
    default: module.SnippetNavigation,
  })),
);

/** The Topics list's id, which popup.html's search box names as the list it controls. */
const TOPICS_ID = 'topics';

/** The option a pointer event happened in, if any. */
const optionAt = (event: MouseEvent) => (event.target as Element).closest('li');

/** A key in the search box (a native event) or in the list (React's). */
type LookupKeyEvent = KeyInput & Pick<Event, 'preventDefault'>;

type LookupViewProps = {
  /**
   * popup.html's own search box, outside the React root: there from the first paint, so what
   * is typed before this script runs is searched. Found by its id unless handed in.
   */
  searchBox?: HTMLInputElement;
  /**
   * The search worker's client, which the popup loads and starts after first paint (its
   * lookup waits for it); a client of its own unless handed in.
   */
  search?: Promise<SearchClient>;
};

/**
 * The popup's cheat sheet: search every language, read, copy, or send to practice. The box's
 * keys reach native listeners, added and removed in one effect, without passing through
 * React's event system.
 */
export function LookupView(props: LookupViewProps) {
  const { nextTopic, previousTopic } = useTopicSet();
  // Set when the lookup mounts; render never reads it.
  const searchBox = useRef<HTMLInputElement>(null);
  const given = props.search ? use(props.search) : null;
  const [search] = useState(() => given ?? createSearchClient());
  const list = useRef<HTMLUListElement>(null);
  const lookup = useLookup(search, list);
  // Copy, Practise and Compare load with the code, after first paint; the shortcuts reach
  // them here once they have.
  const actions = useRef<LookupCommands>(null);

  const onKeyDown = (event: LookupKeyEvent, inBox: boolean) => {
    const box = searchBox.current!;
    const empty = box.value === '';
    // With no match no topic is shown: nothing to copy or practise.
    const shown = lookup.status !== 'empty';
    const command = lookupKey(event, !inBox || empty);
    if (!command) return;
    event.preventDefault();
    if (command === 'down') lookup.moveActive(1);
    else if (command === 'up') lookup.moveActive(-1);
    else if (command === 'show') lookup.showOption(lookup.activeIndex);
    else if (command === 'copy' && shown) actions.current?.copy();
    else if (command === 'practise' && shown) actions.current?.practise();
    else if (command === 'previous') previousTopic();
    else if (command === 'next') nextTopic();
    else if (!empty) {
      box.value = '';
      lookup.typed('');
    } else window.close();
  };
  const boxKey = useEffectEvent((event: KeyboardEvent) => onKeyDown(event, true));
  const boxInput = useEffectEvent(() => lookup.typed(searchBox.current!.value));
  const activeOption =
    lookup.activeIndex >= 0 ? optionId(TOPICS_ID, lookup.activeIndex) : undefined;

  // The box's listeners, added and removed together. On mount it is focused, and what it
  // holds is searched: what was typed before the script ran, or the address bar's query.
  useLayoutEffect(() => {
    const box = props.searchBox ?? (document.getElementById('search-box') as HTMLInputElement);
    searchBox.current = box;
    const onKey = (event: KeyboardEvent) => boxKey(event);
    const onInput = () => boxInput();
    box.addEventListener('keydown', onKey);
    box.addEventListener('input', onInput);
    if (box.value) boxInput();
    box.focus();
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('input', onInput);
    };
  }, [props.searchBox]);
  // The box names the active option as the list does.
  useLayoutEffect(() => {
    const box = searchBox.current!;
    if (activeOption) box.setAttribute('aria-activedescendant', activeOption);
    else box.removeAttribute('aria-activedescendant');
  }, [activeOption]);

  return (
    <div className="lookup">
      <div className="lookup-body">
        <div className="lookup-topics">
          {/* Its options are drawn by the options painter, never rendered: see useLookup. */}
          <ul
            ref={list}
            id={TOPICS_ID}
            className="topic-list"
            role="listbox"
            aria-label="Topics"
            // Focusable, so the list scrolls by keyboard too; the active option follows the keys.
            tabIndex={0}
            aria-activedescendant={activeOption}
            onKeyDown={(event) => onKeyDown(event, false)}
            // The search box keeps focus; a click on an option only picks it.
            onMouseDown={(event) => {
              if (optionAt(event)) event.preventDefault();
            }}
            onClick={(event) => {
              const option = optionAt(event);
              if (option) lookup.showOption([...event.currentTarget.children].indexOf(option));
            }}
          />
          {lookup.status === 'loading' ? (
            <p className="loading">Loading the search index…</p>
          ) : lookup.status === 'failed' ? (
            <p role="alert">The search index did not load: type again to retry.</p>
          ) : lookup.status === 'empty' ? (
            <p className="loading">No topic matches.</p>
          ) : null}
          <Suspense fallback={null}>
            <DueTopics />
          </Suspense>
        </div>
        {/* No match shows no code: the code of the result before would answer another query. */}
        <div className="lookup-snippet" hidden={lookup.status === 'empty'}>
          <Suspense fallback={null}>
            <SnippetView />
          </Suspense>
          <Suspense fallback={null}>
            <LookupActions ref={actions} />
          </Suspense>
          <Suspense fallback={null}>
            <SnippetNavigation />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
