import type { Settings } from '@/utils/preferences/settings';
import { newestSettings, sameSettings, settingsKey } from '@/utils/sync/settingsShare';
import type { SyncArea } from './syncArea';

/** A page's settings as sync sees them; tests pass an in-memory one. */
export type SettingsLink = {
  read: () => Settings;
  /**
   * False while the page shows the defaults because it could not read its settings from
   * local storage (the spec's rule): sync adopts nothing then, since what it holds may be
   * this browser's own settings under a device id it can no longer read.
   */
  readable: () => boolean;
  /** Stores settings from another device and applies them live, as a change from a page. */
  apply: (settings: Settings) => void;
  /** Calls `listener` after the user changes a setting on this page; returns what stops it. */
  onChange: (listener: () => void) => () => void;
};

type Deps = {
  self: () => string;
  enabled: () => boolean;
  now: () => number;
  /** The area, or null once sync has said it is unavailable. */
  area: () => Promise<SyncArea | null>;
  /** Counts a write against the quotas. */
  wrote: () => void;
  fail: (message: string, error: unknown) => void;
};

/**
 * The settings across devices: the last change on any device wins. A change made here is
 * written to this device's settings key (unless sync already holds those settings, so one
 * adopted from elsewhere is not written back: no loop); a newer change from another device
 * is adopted through `apply`. A device that has never shared its settings adopts the first
 * ones it finds.
 */
export function syncedSettings(link: SettingsLink, deps: Deps) {
  const share = async () => {
    const area = deps.enabled() ? await deps.area() : null;
    if (!area) return;
    try {
      const local = link.read();
      const newest = newestSettings(await area.getAll(), deps.now());
      if (newest && sameSettings(newest.settings, local)) return;
      await area.set(new Map([[settingsKey(deps.self()), { settings: local, at: deps.now() }]]));
      deps.wrote();
    } catch (error) {
      deps.fail('Sync could not share the settings; they are saved on this device.', error);
    }
  };
  return {
    /** Adopts the newest settings in `items` when another device changed them last. */
    adopt: (items: ReadonlyMap<string, unknown>) => {
      const newest = newestSettings(items, deps.now());
      if (!newest || !link.readable() || newest.device === deps.self()) return;
      if (!sameSettings(newest.settings, link.read())) link.apply(newest.settings);
    },
    /** Shares each change the user makes here; returns what stops it. */
    follow: () => link.onChange(() => void share()),
  };
}
