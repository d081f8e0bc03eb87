import type { ReactNode } from 'react';
import { browserStorage } from '@/adapters/browserStorage';
import type { ProgressEngine } from '@/adapters/progressEngine';
import type { StoredSelection } from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import { ProgressProvider } from './ProgressProvider';
import { ScrollNavigationProvider } from './ScrollNavigationProvider';
import { SelectionProvider } from './SelectionProvider';
import { TopicSetProvider } from './TopicSetProvider';
import { SettingsProvider } from './SettingsProvider';

type AppProvidersProps = {
  storage?: KeyValueStorage;
  /** Where the attempt log lives: IndexedDB through Dexie unless a test passes another. */
  loadProgressEngine?: () => Promise<ProgressEngine>;
  /** The page is a lookup (the popup): see SelectionProvider. */
  lookup?: boolean;
  /** The selection the page's address names, opened on instead of the stored one. */
  opening?: StoredSelection | null;
  children: ReactNode;
};

/** Every provider, composed once; every page renders this. */
export function AppProviders(props: AppProvidersProps) {
  const { storage = browserStorage, loadProgressEngine, lookup, opening, children } = props;
  return (
    <SettingsProvider storage={storage}>
      <ProgressProvider loadEngine={loadProgressEngine}>
        <SelectionProvider storage={storage} lookup={lookup} opening={opening}>
          <TopicSetProvider>
            <ScrollNavigationProvider>{children}</ScrollNavigationProvider>
          </TopicSetProvider>
        </SelectionProvider>
      </ProgressProvider>
    </SettingsProvider>
  );
}
