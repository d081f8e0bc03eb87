import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/providers/AppProviders';
import { drawInChosenTheme } from '@/adapters/themeStorage';
import { selectionFromUrl } from '@/utils/selection';
import { lazyOrNothing } from './lazyOrNothing';
import { PageErrorBoundary } from './PageErrorBoundary';

// The toolbar icon's count draws nothing on the page: it loads after the first render.
const DueBadge = lazyOrNothing(
  () => import('./badge/DueBadge').then((module) => module.DueBadge),
  'The due count on the icon',
);

type MountOptions = {
  /** The page is a lookup (the popup): showing a topic does not store the selection. */
  lookup?: boolean;
};

/**
 * Mounts a page's App inside the shared providers and the page's error boundary. A page
 * opened on an address that names a topic (`?language=…&topic=…`, the address bar's pick)
 * opens on it instead of the stored selection, which changes only when the user chooses.
 * The chosen theme is applied before the first render and followed when another page
 * changes it. Every page keeps the toolbar icon's due count up to date (`DueBadge`).
 */
export function mountApp(App: ComponentType, { lookup = false }: MountOptions = {}): void {
  drawInChosenTheme();
  const opening = selectionFromUrl(window.location.search);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PageErrorBoundary>
        <AppProviders lookup={lookup} opening={opening}>
          <App />
          <Suspense fallback={null}>
            <DueBadge />
          </Suspense>
        </AppProviders>
      </PageErrorBoundary>
    </StrictMode>,
  );
}
