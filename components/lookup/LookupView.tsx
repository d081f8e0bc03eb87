import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { browser } from 'wxt/browser';
import { SnippetView } from '@/components/code/SnippetView';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { useStableCallback } from '@/hooks/useStableCallback';
import { compareLink } from '@/utils/compareLink';
import { lookupKey } from '@/utils/lookupKeys';
import { TopicList, optionId } from './TopicList';
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

/** The popup's cheat sheet: search every language, read, copy, or send to practice. */
export function LookupView() {
  const { languages, language } = useLanguage();
  const { topic, nextTopic, previousTopic } = useSelection();
  const lookup = useLookup();
  const { status, copy } = useClipboardCopy();
  const listId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

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

  // Stable, so the Topics list renders for its options, not for each key's new closures.
  const onKeyDown = useStableCallback((event: KeyboardEvent<HTMLElement>) => {
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
  });
  const showOption = useStableCallback(lookup.showOption);

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
        aria-activedescendant={
          lookup.activeIndex >= 0 ? optionId(listId, lookup.activeIndex) : undefined
        }
        // The shortcut line is static text in popup.html: it costs the popup no JavaScript.
        aria-describedby="lookup-hint"
        defaultValue={lookup.initialQuery}
        onChange={(event) => lookup.setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="lookup-body">
        <div className="lookup-topics">
          <TopicList
            id={listId}
            options={lookup.options}
            activeIndex={lookup.activeIndex}
            currentLanguage={language.key}
            languages={languages}
            onShow={showOption}
            onKeyDown={onKeyDown}
          />
          {lookup.loading ? <p className="loading">Loading the search index…</p> : null}
          {lookup.failed ? (
            <p role="alert">The search index did not load: type again to retry.</p>
          ) : !lookup.loading && lookup.options.length === 0 ? (
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
