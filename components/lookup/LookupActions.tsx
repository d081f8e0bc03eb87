import { useImperativeHandle, type Ref } from 'react';
import { browser } from 'wxt/browser';
import { useLanguage, useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { compareLink } from '@/utils/compare/link';
import { LookupJoined } from './LookupJoined';
import { useLookupRecord } from './useLookupRecord';

/** What the lookup's shortcuts ask of its actions (Alt+C, Alt+P). */
export type LookupCommands = { copy: () => void; practise: () => void };

type LookupActionsProps = { ref: Ref<LookupCommands> };

/**
 * Copy, Practise and Compare (not for an own snippet) for the shown topic, with the copy's
 * outcome, and why it is in the reviews when lookups put it there; records the lookups.
 */
export function LookupActions({ ref }: LookupActionsProps) {
  const { language } = useLanguage();
  const { practise } = useSelection();
  const { topic } = useTopicSet();
  const { status, copy } = useClipboardCopy();
  const copied = status === 'Copied';
  const lookedUp = useLookupRecord();

  const copyShown = () => {
    if (!topic) return;
    void copy(topic.lines.join('\n'));
    lookedUp();
  };
  // The one move of the popup that chooses what to practise: the shown topic is stored, so
  // the new tab opens on it, and every later one until another choice.
  const practiseShown = async () => {
    if (!topic) return;
    practise(topic.key);
    await browser.tabs.create({ url: browser.runtime.getURL('/newtab.html') });
    window.close();
  };
  const compareShown = () => {
    if (topic) {
      void browser.tabs.create({
        url: browser.runtime.getURL(compareLink(language.key, topic.key)),
      });
    }
  };
  useImperativeHandle(ref, () => ({ copy: copyShown, practise: () => void practiseShown() }));

  return (
    <div className="lookup-actions">
      {/* A row of its own above the buttons, in the bar that stays in view. */}
      {topic ? <LookupJoined language={language.key} topic={topic.key} /> : null}
      {/* Reads "Copied" for a moment where the eye is; its name stays Copy. */}
      <button
        type="button"
        className={copied ? 'primary copied' : 'primary'}
        aria-label="Copy"
        onClick={copyShown}
        disabled={!topic}
      >
        {copied ? 'Copied ✓' : 'Copy'}
      </button>
      <button type="button" onClick={() => void practiseShown()} disabled={!topic}>
        Practise
      </button>
      {/* Your own snippet is in one language: there is nothing to compare it with. */}
      {topic?.mine ? null : (
        <button type="button" onClick={compareShown} disabled={!topic}>
          Compare
        </button>
      )}
      {/* Announces the copy; shown only when it failed, as the button shows success. */}
      <span className={copied ? 'copy-status quiet' : 'copy-status'} role="status">
        {status}
      </span>
    </div>
  );
}
