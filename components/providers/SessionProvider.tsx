import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { languageIndexOf } from '@/data/languages';
import type { HighlightedGroup, HighlightedSet } from '@/data/types';
import { useSnippetSet } from '@/hooks/useSnippetSet';
import { groupIndexOf, loadSelection, saveSelection } from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/storage';
import { useLanguage } from './LanguageProvider';

type SessionValue = {
  /** The current language's set (or the JavaScript fallback); null while it loads. */
  snippetSet: HighlightedSet | null;
  snippetIndex: number;
  group: HighlightedGroup | null;
  setSnippetIndex: (index: number) => void;
  nextSnippet: () => void;
  previousSnippet: () => void;
  /** Stores the group after the current one (the first after the last) for the next page. */
  storeNextSelection: () => void;
  /** Shows a group of any language by keys (a search result); unknown keys are ignored. */
  showGroup: (languageKey: string, groupKey: string) => void;
};

type SessionState = {
  languageIndex: number;
  snippetIndex: number;
  /** The stored group key, resolved to an index once the set has loaded. */
  pendingGroupKey: string | null;
};

const SessionContext = createContext<SessionValue | null>(null);

type SessionProviderProps = { storage: KeyValueStorage; children: ReactNode };

/** Holds the current snippet; a language change resets it to 0; the selection is stored. */
export function SessionProvider({ storage, children }: SessionProviderProps) {
  const { languageIndex, language, setLanguageIndex } = useLanguage();
  const [state, setState] = useState<SessionState>(() => {
    const stored = loadSelection(storage);
    const sameLanguage = stored?.language === language.key;
    return { languageIndex, snippetIndex: 0, pendingGroupKey: sameLanguage ? stored.group : null };
  });
  const snippetSet = useSnippetSet(language.key);
  const groupCount = snippetSet?.groups.length ?? 0;

  // Adjust state while rendering (react.dev "storing information from previous renders").
  if (state.languageIndex !== languageIndex) {
    setState({ languageIndex, snippetIndex: 0, pendingGroupKey: null });
  } else if (snippetSet && state.pendingGroupKey !== null) {
    const keys = snippetSet.groups.map((group) => group.key);
    setState({
      ...state,
      snippetIndex: groupIndexOf(keys, state.pendingGroupKey),
      pendingGroupKey: null,
    });
  }

  const ready = snippetSet !== null && state.pendingGroupKey === null;
  const snippetIndex = ready && state.snippetIndex < groupCount ? state.snippetIndex : 0;
  const group = ready ? (snippetSet.groups[snippetIndex] ?? null) : null;

  useEffect(() => {
    if (group) saveSelection(storage, { language: language.key, group: group.key });
  }, [storage, language.key, group]);

  const setSnippetIndex = useCallback(
    (index: number) => {
      if (!Number.isInteger(index) || index < 0 || index >= groupCount) {
        console.warn(`Ignored snippet index ${index}: not in 0..${groupCount - 1}`);
        return;
      }
      setState((current) => ({ ...current, snippetIndex: index, pendingGroupKey: null }));
    },
    [groupCount],
  );

  const step = useCallback(
    (by: number) => {
      if (groupCount === 0) return;
      setState((current) => ({
        ...current,
        snippetIndex: (current.snippetIndex + by + groupCount) % groupCount,
      }));
    },
    [groupCount],
  );
  const nextSnippet = useCallback(() => step(1), [step]);
  const previousSnippet = useCallback(() => step(-1), [step]);

  const storeNextSelection = useCallback(() => {
    const next = snippetSet?.groups[(snippetIndex + 1) % groupCount];
    if (next) saveSelection(storage, { language: language.key, group: next.key });
  }, [storage, language.key, snippetSet, snippetIndex, groupCount]);

  const showGroup = useCallback(
    (languageKey: string, groupKey: string) => {
      const index = languageIndexOf(languageKey);
      if (index < 0) return;
      setLanguageIndex(index);
      setState({ languageIndex: index, snippetIndex: 0, pendingGroupKey: groupKey });
    },
    [setLanguageIndex],
  );

  const value = useMemo(
    () => ({
      snippetSet,
      snippetIndex,
      group,
      setSnippetIndex,
      nextSnippet,
      previousSnippet,
      storeNextSelection,
      showGroup,
    }),
    [
      snippetSet,
      snippetIndex,
      group,
      setSnippetIndex,
      nextSnippet,
      previousSnippet,
      storeNextSelection,
      showGroup,
    ],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current snippet and the actions that move it; throws outside SessionProvider. */
export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
