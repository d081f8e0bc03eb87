import type { ReactNode } from 'react';
import { browserStorage } from '@/adapters/browserStorage';
import type { ProgressEngine } from '@/adapters/progressEngine';
import type { KeyValueStorage } from '@/utils/storage';
import { ProgressProvider } from './ProgressProvider';
import { ScrollNavigationProvider } from './ScrollNavigationProvider';
import { SelectionProvider } from './SelectionProvider';
import { TopicSetProvider } from './TopicSetProvider';
import { SettingsProvider } from './SettingsProvider';

type AppProvidersProps = {
  storage?: KeyValueStorage;
  /** Where the attempt log lives: IndexedDB through Dexie unless a test passes another. */
  loadProgressEngine?: () => Promise<ProgressEngine>;
  children: ReactNode;
};

/** Every provider, composed once; every page renders this. */
export function AppProviders(props: AppProvidersProps) {
  const { storage = browserStorage, loadProgressEngine, children } = props;
  return (
    <SettingsProvider storage={storage}>
      <ProgressProvider loadEngine={loadProgressEngine}>
        <SelectionProvider storage={storage}>
          <TopicSetProvider>
            <ScrollNavigationProvider>{children}</ScrollNavigationProvider>
          </TopicSetProvider>
        </SelectionProvider>
      </ProgressProvider>
    </SettingsProvider>
  );
}
