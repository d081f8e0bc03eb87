import { createContext, use, useMemo, type ReactNode } from 'react';
import { useMediaQuery } from '@/components/providers/useMediaQuery';
import { useSettings } from './SettingsProvider';

/** Viewports this wide or narrower are tablet-sized: no scroll navigation there (docs/architecture.md, "State rules"). */
const TABLET_MAX_WIDTH = 1024;

type ScrollNavigationValue = { scrollNavigationActive: boolean };

const ScrollNavigationContext = createContext<ScrollNavigationValue | null>(null);

/** Effective scroll navigation: the stored setting AND a viewport wider than a tablet. */
export function ScrollNavigationProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const tabletOrSmaller = useMediaQuery(`(max-width: ${TABLET_MAX_WIDTH}px)`);
  const scrollNavigationActive = settings.scrollNavigationEnabled && !tabletOrSmaller;
  const value = useMemo(() => ({ scrollNavigationActive }), [scrollNavigationActive]);
  return <ScrollNavigationContext value={value}>{children}</ScrollNavigationContext>;
}

/** Whether scroll navigation is in effect; throws outside ScrollNavigationProvider. */
export function useScrollNavigation(): ScrollNavigationValue {
  const value = use(ScrollNavigationContext);
  if (!value) {
    throw new Error('useScrollNavigation must be used within ScrollNavigationProvider');
  }
  return value;
}
