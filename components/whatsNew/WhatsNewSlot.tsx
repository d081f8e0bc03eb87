import { lazy, Suspense, useEffect, useState } from 'react';
import { whatsNewPreference } from '@/adapters/pagePreferences';
import { dismissRelease, readPendingRelease } from '@/adapters/whatsNew';
import { usePreference } from '@/hooks/usePreference';

// The card and the bundled changelog load only when a release waits to be told, after first
// paint; a chunk that cannot load shows no card rather than an error.
const WhatsNew = lazy(() =>
  import('./WhatsNew').then(
    (module) => ({ default: module.WhatsNew }),
    (error: unknown) => {
      console.warn("What's new could not be loaded", error);
      return { default: () => null };
    },
  ),
);

/**
 * Where the new tab and the popup show **What's new** after an update that raised the major
 * or minor version (adapters/whatsNew.ts), until it is dismissed on either; nothing while the
 * switch **Show what's new** is off.
 */
export function WhatsNewSlot() {
  const show = usePreference(whatsNewPreference());
  const [release, setRelease] = useState<string | null>(null);
  useEffect(() => {
    if (!show) return;
    let current = true;
    void readPendingRelease().then((pending) => current && setRelease(pending));
    return () => {
      current = false;
    };
  }, [show]);
  if (!show || release === null) return null;
  return (
    <Suspense fallback={null}>
      <WhatsNew
        release={release}
        onDismiss={() => {
          setRelease(null);
          void dismissRelease();
        }}
      />
    </Suspense>
  );
}
