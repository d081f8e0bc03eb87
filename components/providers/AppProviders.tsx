import type { ReactNode } from 'react';
import { browserStorage } from '@/utils/browserStorage';
import type { KeyValueStorage } from '@/utils/storage';
import { LanguageProvider } from './LanguageProvider';
import { ScrollNavigationProvider } from './ScrollNavigationProvider';
import { SessionProvider } from './SessionProvider';
import { SettingsProvider } from './SettingsProvider';

type AppProvidersProps = { storage?: KeyValueStorage; children: ReactNode };

/** Every provider, composed once; both pages render this. */
export function AppProviders({ storage = browserStorage, children }: AppProvidersProps) {
  return (
    <SettingsProvider storage={storage}>
      <LanguageProvider storage={storage}>
        <SessionProvider storage={storage}>
          <ScrollNavigationProvider>{children}</ScrollNavigationProvider>
        </SessionProvider>
      </LanguageProvider>
    </SettingsProvider>
  );
}
