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

// The new tab's and the popup's parts beside the page, which it can do without until they
// have loaded, after its first render: the `?` key's dialog, and What's new (which waits
// on a read of `storage.local` anyway).
const KeyboardShortcuts = lazyOrNothing(
  () => import('./shortcuts/KeyboardShortcuts').then((module) => module.KeyboardShortcuts),
  'The keyboard shortcuts',
);
const WhatsNewSlot = lazyOrNothing(
  () => import('./whatsNew/WhatsNewSlot').then((module) => module.WhatsNewSlot),
  "What's new",
);

type MountOptions = {
  /** The page is a lookup (the popup): showing a topic does not store the selection. */
  lookup?: boolean;
  /** `?` opens the dialog Keyboard shortcuts (the new tab and the popup). */
  shortcuts?: boolean;
  /** Where What's new shows: a card (the new tab), in one line (`compact`, the popup). */
  whatsNew?: 'card' | 'compact';
};

/**
 * Mounts a page's App inside the shared providers and the page's error boundary. A page
 * opened on an address that names a topic (`?language=…&topic=…`, the address bar's pick)
 * opens on it instead of the stored selection, which changes only when the user chooses.
 * The chosen theme is applied before the first render and followed when another page
 * changes it. Every page keeps the toolbar icon's due count up to date (`DueBadge`).
 */
export function mountApp(App: ComponentType, options: MountOptions = {}): void {
  const { lookup = false, shortcuts = false, whatsNew } = options;
  drawInChosenTheme();
  const opening = selectionFromUrl(window.location.search);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PageErrorBoundary>
        <AppProviders lookup={lookup} opening={opening}>
          <App />
          <Suspense fallback={null}>
            <DueBadge />
            {whatsNew ? <WhatsNewSlot compact={whatsNew === 'compact'} /> : null}
            {shortcuts ? <KeyboardShortcuts /> : null}
          </Suspense>
        </AppProviders>
      </PageErrorBoundary>
    </StrictMode>,
  );
}
