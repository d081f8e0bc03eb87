import { Suspense } from 'react';
import { lazyOrNothing } from '@/components/lazyOrNothing';
import { whatsNewPreference } from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';

// Everything but the switch loads after the page has mounted, out of its initial chunk: the
// read of `storage.local`, the card and the bundled changelog. A chunk that cannot load
// shows no card rather than an error.
const WhatsNew = lazyOrNothing(
  () => import('./WhatsNew').then((module) => module.WhatsNew),
  "What's new",
);

/**
 * Where the new tab and the popup show **What's new** after an update that raised the major
 * or minor version (adapters/whatsNew.ts); nothing while the switch **Show what's new** is off.
 * `compact`: in one line, its points a disclosure (the popup's, WhatsNew.tsx).
 */
export function WhatsNewSlot({ compact = false }: { compact?: boolean }) {
  const show = usePreference(whatsNewPreference());
  return show ? (
    <Suspense fallback={null}>
      <WhatsNew compact={compact} />
    </Suspense>
  ) : null;
}
