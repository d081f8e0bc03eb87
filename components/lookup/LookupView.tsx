import { lazy, Suspense, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { browser } from 'wxt/browser';
import { SnippetView } from '@/components/code/SnippetView';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { compareLink } from '@/utils/compareLink';
import { lookupKey } from '@/utils/lookupKeys';
import type { KeyInput } from '@/utils/practiceKeys';
import { optionId } from './drawOptions';
import { useLookup } from './useLookup';

// The count needs the attempt log, read after first paint: its code can wait as long.
const DueTopics = lazy(() =>
  import('./DueTopics').then((module) => ({ default: module.DueTopics })),
);
// Below the code, which loads after first paint too: its buttons can wait as long (the
// arrow keys step through the topics from the start).
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
type LookupKeyEvent = KeyInput & Pick<Event, 'currentTarget' | 'preventDefault'>;

/**
 * The popup's cheat sheet: search every language, read, copy, or send to practice.
 *
 * The search box is popup.html's own (`#search-box`), there from the first paint, and
 * adopted here: its keys reach two native handlers without passing through React's event
 * system, and what was typed before this script ran is searched.
 */
export function LookupView() {
  const { language } = useLanguage();
  const { topic, nextTopic, previousTopic } = useSelection();
  // Taken before the first commit, which empties the page's root (and the box with it).
  const searchBox = useRef<HTMLInputElement>(null);
  searchBox.current ??= document.getElementById('search-box') as HTMLInputElement;
  const lookupElement = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const lookup = useLookup(list);
  const { status, copy } = useClipboardCopy();

  const copyShown = () => {
    if (topic) void copy(topic.snippets.join('\n'));
  };
  // The shown topic is already the stored selection, so the new tab opens on it.
  const practiceShown = async () => {
    if (!topic) return;
    await browser.tabs.create({ url: browser.runtime.getURL('/newtab.html') });
    window.close();
  };

  const compareShown = () => {
    if (topic)
      void browser.tabs.create({
        url: browser.runtime.getURL(compareLink(language.key, topic.key)),
      });
  };

  const onKeyDown = (event: LookupKeyEvent) => {
    const box = searchBox.current!;
    const empty = box.value === '';
    const command = lookupKey(event, event.currentTarget !== box || empty);
    if (!command) return;
    event.preventDefault();
    if (command === 'down') lookup.moveActive(1);
    else if (command === 'up') lookup.moveActive(-1);
    else if (command === 'show') lookup.showOption(lookup.activeIndex);
    else if (command === 'copy') copyShown();
    else if (command === 'practice') void practiceShown();
    else if (command === 'previous') previousTopic();
    else if (command === 'next') nextTopic();
    else if (!empty) {
      box.value = '';
      lookup.setQuery('');
    } else window.close();
  };
  const activeOption =
    lookup.activeIndex >= 0 ? optionId(TOPICS_ID, lookup.activeIndex) : undefined;
  // After every render: the box's handlers see this render's state, and it names the active
  // option as the list does.
  useLayoutEffect(() => {
    const box = searchBox.current!;
    if (box.parentElement !== lookupElement.current) {
      // Adopted once, focused, and what it holds searched: the popup's query, or what was
      // typed before this script ran.
      lookupElement.current!.prepend(box);
      box.focus();
      if (lookup.initialQuery) box.value = lookup.initialQuery;
      else if (box.value) lookup.setQuery(box.value);
    }
    // One handler each, replaced by the next render's.
    box.onkeydown = onKeyDown;
    box.oninput = () => lookup.setQuery(box.value);
    if (activeOption) box.setAttribute('aria-activedescendant', activeOption);
    else box.removeAttribute('aria-activedescendant');
  });

  return (
    <div className="lookup" ref={lookupElement}>
      <div className="lookup-body">
        <div className="lookup-topics">
          {/* Its options are drawn by `drawOptions`, never rendered: see useLookup. */}
          <ul
            ref={list}
            id={TOPICS_ID}
            className="topic-list"
            role="listbox"
            aria-label="Topics"
            // Focusable, so the list scrolls by keyboard too; the active option follows the keys.
            tabIndex={0}
            aria-activedescendant={activeOption}
            onKeyDown={onKeyDown}
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
        </div>
        <div className="lookup-snippet">
          <SnippetView />
          <div className="lookup-actions">
            <button type="button" onClick={copyShown} disabled={!topic}>
              Copy
            </button>
            <button type="button" onClick={() => void practiceShown()} disabled={!topic}>
              Practise
            </button>
            <button type="button" onClick={compareShown} disabled={!topic}>
              Compare
            </button>
            <span className="copy-status" role="status">
              {status}
            </span>
          </div>
          <Suspense fallback={null}>
            <SnippetNavigation />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <DueTopics />
      </Suspense>
    </div>
  );
}
