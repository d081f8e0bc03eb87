import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { searcher } from 'virtual:search-index';
import { LANGUAGES } from '@/data/languages';
import { omniboxSuggestions, omniboxTarget } from '@/utils/lookup/omnibox';
import { followOwnSnippets } from '@/adapters/ownSearch';
import { createSnippetStore } from '@/adapters/snippetStore';
import { openCommandPage, openWelcomeOnce } from '@/adapters/firstRun';
import { noteRelease } from '@/adapters/whatsNew';
import { isRunCommand } from '@/utils/firstRun';

/** Suggestions in the address bar's list, at most. */
const SUGGESTIONS = 8;

/**
 * The address bar: `cr closures rust` suggests topics from the popup's search index, and
 * Enter opens the chosen topic (or the search) in the lookup view. Imported statically: a
 * service worker may not import code later.
 */
export default defineBackground(() => {
  // Listeners are added at once, so the event that woke the worker is heard.
  browser.runtime.onInstalled.addListener((details) => {
    void openWelcomeOnce(details);
    void noteRelease(details);
  });
  browser.commands.onCommand.addListener((command) => void openCommandPage(command));
  // The same commands from the extension's own pages (the real-browser tests: a headless
  // browser cannot press a bound key).
  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (sender.id === browser.runtime.id && isRunCommand(message)) {
      void openCommandPage(message.command);
    }
  });
  // The user's own snippets are suggested too, kept up to date as pages change them.
  void followOwnSnippets(searcher, createSnippetStore());
  void browser.omnibox.setDefaultSuggestion({ description: 'Search Code Recall snippets' });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    const matches = searcher.search(text, {
      languages: LANGUAGES,
      currentLanguage: 'javascript',
      limit: SUGGESTIONS,
    });
    suggest(omniboxSuggestions(matches, LANGUAGES, import.meta.env.BROWSER !== 'firefox'));
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => {
    const url = browser.runtime.getURL(omniboxTarget(text));
    if (disposition === 'currentTab') void browser.tabs.update({ url });
    else void browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
  });
});
