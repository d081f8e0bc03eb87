import { useEffect, useState } from 'react';
import { prepareDraft } from '@/utils/snippets/prepare';
import type { OwnSnippetDraft } from '@/utils/snippets/snippet';

/** How long typing pauses before the draft is checked: a paste shows at once, keys do not each clean. */
const DRAFT_CHECK_DELAY_MS = 150;

/** What saving the draft would do now: `prepareDraft`'s answer, or null while the code is blank. */
type DraftCheck = ReturnType<typeof prepareDraft> | null;

/**
 * The draft cleaned, limited and split, once typing has paused: what the form shows before
 * saving. Save checks the draft again itself, so a click inside the pause saves what is typed.
 */
export function useDraftCheck({ language, title, code }: OwnSnippetDraft): DraftCheck {
  const [check, setCheck] = useState<DraftCheck>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setCheck(code.trim() === '' ? null : prepareDraft({ language, title, code }));
    }, DRAFT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language, title, code]);
  return check;
}
