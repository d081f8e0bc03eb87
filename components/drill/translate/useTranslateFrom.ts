import { useState } from 'react';
import { asLanguageKey, type LanguageKey } from '@/data/languages';

/** The source language of a translate drill, or null for an ordinary drill. */
type TranslateFrom = {
  from: LanguageKey | null;
  setFrom: (from: LanguageKey | null) => void;
  /** The address's `from` when it names no language (said, then ignored); else null. */
  unknown: string | null;
};

/**
 * The new tab's **Translate from**: read from the address (`newtab.html?…&from=python`, as
 * Compare's **Drill in …** opens it) and written back there, so a reload keeps it. It is the
 * page's, not a preference: the next new tab drills as before. An unknown key reads as none.
 */
export function useTranslateFrom(): TranslateFrom {
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('from'));
  const [from, setShown] = useState<LanguageKey | null>(() => asLanguageKey(asked ?? ''));
  const [unknown, setUnknown] = useState(asked && !from ? asked : null);
  const setFrom = (next: LanguageKey | null) => {
    setShown(next);
    setUnknown(null);
    const params = new URLSearchParams(window.location.search);
    if (next) params.set('from', next);
    else params.delete('from');
    const query = params.toString();
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  };
  return { from, setFrom, unknown };
}
