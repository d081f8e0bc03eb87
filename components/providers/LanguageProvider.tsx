import { createContext, use, useMemo, type ReactNode } from 'react';
import { LANGUAGES, languageIndexOf, languageOf, type LanguageKey } from '@/data/languages';
import type { Language } from '@/data/types';
import { useSelection } from './SelectionProvider';

type LanguageValue = {
  languages: readonly Language[];
  /** The current language as an index into `languages`. */
  languageIndex: number;
  language: Language & { key: LanguageKey };
  setLanguageIndex: (index: number) => void;
};

const LanguageContext = createContext<LanguageValue | null>(null);

/** The current language, read off the selection as an index into the language list. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { selection, chooseLanguage } = useSelection();
  const value = useMemo<LanguageValue>(
    () => ({
      languages: LANGUAGES,
      languageIndex: languageIndexOf(selection.language),
      language: languageOf(selection.language),
      // An index outside the list (none of the page's controls makes one) is ignored.
      setLanguageIndex: (index) => {
        const language = LANGUAGES[index];
        if (language) chooseLanguage(language.key);
      },
    }),
    [selection.language, chooseLanguage],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The current language and its setter; throws outside LanguageProvider. */
export function useLanguage(): LanguageValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within LanguageProvider');
  return value;
}
