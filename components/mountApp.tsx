import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/providers/AppProviders';
import { browserStorage } from '@/adapters/browserStorage';
import { applyTheme, followTheme, readTheme } from '@/adapters/themeStorage';
import { saveSelection, selectionFromUrl } from '@/utils/selection';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * Mounts a page's App inside the shared providers and the page's error boundary. A page
 * opened on an address that names a topic (`?language=…&topic=…`) stores that selection
 * first: the user chose it, so the page and the next new tab open on it. The chosen theme is
 * applied before the first render and followed when another page changes it.
 */
export function mountApp(App: ComponentType): void {
  applyTheme(readTheme());
  followTheme(() => {});
  const chosen = selectionFromUrl(window.location.search);
  if (chosen) saveSelection(browserStorage, chosen);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PageErrorBoundary>
        <AppProviders>
          <App />
        </AppProviders>
      </PageErrorBoundary>
    </StrictMode>,
  );
}
