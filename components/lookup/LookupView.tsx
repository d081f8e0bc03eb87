import { lazy, Suspense, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { browser } from 'wxt/browser';
import { SnippetView } from '@/components/code/SnippetView';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { compareLink } from '@/utils/compareLink';
import { lookupKey } from '@/utils/lookupKeys';
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

/** The option a pointer event happened in, if any. */
const optionAt = (event: MouseEvent) =>
  (event.target as Element).closest<HTMLElement>('[role="option"]');

/** The popup's cheat sheet: search every language, read, copy, or send to practice. */
export function LookupView() {
  const { language } = useLanguage();
  const { topic, nextTopic, previousTopic } = useSelection();
  const searchBox = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const lookup = useLookup(list);
  const { status, copy } = useClipboardCopy();
  const listId = useId();

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const box = searchBox.current;
    const empty = !box || box.value === '';
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
    else if (box && !empty) {
      box.value = '';
      lookup.setQuery('');
    } else window.close();
  };
  const activeOption = lookup.activeIndex >= 0 ? optionId(listId, lookup.activeIndex) : undefined;

  return (
    <div className="lookup">
      {/* Uncontrolled: the box shows its own text, so a key renders nothing until its answer. */}
      <input
        ref={searchBox}
        type="search"
        className="search-box"
        aria-label="Search snippets"
        placeholder="Search all languages"
        autoFocus
        autoComplete="off"
        spellCheck={false}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        // The shortcut line is static text in popup.html: it costs the popup no JavaScript.
        aria-describedby="lookup-hint"
        defaultValue={lookup.initialQuery}
        onChange={(event) => lookup.setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="lookup-body">
        <div className="lookup-topics">
          {/* Its options are drawn by `drawOptions`, never rendered: see useLookup. */}
          <ul
            ref={list}
            id={listId}
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
              Practice
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
