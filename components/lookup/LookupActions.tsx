import { useImperativeHandle, type Ref } from 'react';
import { browser } from 'wxt/browser';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { compareLink } from '@/utils/compareLink';

/** What the lookup's shortcuts ask of its actions (Alt+C, Alt+P). */
export type LookupCommands = { copy: () => void; practise: () => void };

type LookupActionsProps = { ref: Ref<LookupCommands> };

/** Copy, Practise and Compare for the shown topic, with the copy's outcome. */
export function LookupActions({ ref }: LookupActionsProps) {
  const { language } = useLanguage();
  const { topic } = useTopicSet();
  const { status, copy } = useClipboardCopy();

  const copyShown = () => {
    if (topic) void copy(topic.lines.join('\n'));
  };
  // The shown topic is already the stored selection, so the new tab opens on it.
  const practiseShown = async () => {
    if (!topic) return;
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
      <button type="button" onClick={copyShown} disabled={!topic}>
        Copy
      </button>
      <button type="button" onClick={() => void practiseShown()} disabled={!topic}>
        Practise
      </button>
      <button type="button" onClick={compareShown} disabled={!topic}>
        Compare
      </button>
      <span className="copy-status" role="status">
        {status}
      </span>
    </div>
  );
}
