import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/providers/AppProviders';
import '@/assets/styles.css';

/** Mounts a page's App inside the shared providers, as both entrypoints do. */
export function mountApp(App: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
