import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGES, languageIndexOf } from '@/data/languages';
import type { Language } from '@/data/types';
import { loadSelection } from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/storage';

type LanguageValue = {
  languages: readonly Language[];
  languageIndex: number;
  language: Language;
  setLanguageIndex: (index: number) => void;
};

const LanguageContext = createContext<LanguageValue | null>(null);

/** The language a page opens on: the stored selection's, or index 0 when it is unknown. */
export function initialLanguageIndex(storage: KeyValueStorage): number {
  const selection = loadSelection(storage);
  return selection ? Math.max(0, languageIndexOf(selection.language)) : 0;
}

type LanguageProviderProps = { storage: KeyValueStorage; children: ReactNode };

/** Holds the current language as an index into the spec's language list. */
export function LanguageProvider({ storage, children }: LanguageProviderProps) {
  const [languageIndex, setIndex] = useState(() => initialLanguageIndex(storage));

  const setLanguageIndex = useCallback((index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= LANGUAGES.length) {
      console.warn(`Ignored language index ${index}: not in 0..${LANGUAGES.length - 1}`);
      return;
    }
    setIndex(index);
  }, []);

  const value = useMemo(
    () => ({
      languages: LANGUAGES,
      languageIndex,
      language: LANGUAGES[languageIndex]!,
      setLanguageIndex,
    }),
    [languageIndex, setLanguageIndex],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The current language and its setter; throws outside LanguageProvider. */
export function useLanguage(): LanguageValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within LanguageProvider');
  return value;
}
