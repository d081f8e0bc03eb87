import { describe, expect, it, vi } from 'vitest';
import type { SettingsLink } from '@/adapters/sync/syncedSettings';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/preferences/settings';
import { settingsKey } from '@/utils/sync/settingsShare';
import { drill } from '@/tests/utils/sync/drills';
import { deliver, replica, simulatedClock, type Replica } from './replicas';

/** A page's settings in memory: what sync applied, and the user's changes. */
function pageSettings(initial: Settings = DEFAULT_SETTINGS, readable = true) {
  let current = { ...initial };
  const applied: Settings[] = [];
  const listeners = new Set<() => void>();
  const link: SettingsLink = {
    read: () => current,
    readable: () => readable,
    apply: (settings) => {
      current = settings;
      applied.push(settings);
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (name: keyof Settings, value: boolean) => {
    current = { ...current, [name]: value };
    listeners.forEach((listener) => listener());
  };
  return { link, change, applied, get: () => current };
}

/** Two devices whose pages follow their settings (sync attached, as a page attaches it). */
function devices() {
  const clock = simulatedClock();
  const pages = [pageSettings(), pageSettings()] as const;
  const [laptop, desktop] = pages.map((page, index) =>
    replica(clock, { id: `device-${index}`, settings: page.link }),
  ) as [Replica, Replica];
  const stops = [laptop, desktop].map((device) => device.sync.attach(() => {}));
  return { clock, pages, laptop, desktop, stop: () => stops.forEach((stop) => stop()) };
}

const sharedBy = (device: Replica) => device.fake.raw().get(settingsKey(device.id));

describe('settings through sync', () => {
  it('shares a change made on one device and applies it on the other', async () => {
    const { pages, laptop, desktop, clock, stop } = devices();
    pages[0].change('blinkingCursorEnabled', false);
    await vi.waitFor(() => expect(sharedBy(laptop)).toBeDefined());
    clock.advance(1_000);
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(pages[1].applied).toEqual([{ ...DEFAULT_SETTINGS, blinkingCursorEnabled: false }]);
    stop();
  });

  it('adopts nothing on a page that could not read its settings: the defaults stand', async () => {
    const clock = simulatedClock();
    const laptop = replica(clock, { id: 'device-0' });
    const unread = pageSettings(DEFAULT_SETTINGS, false);
    // This browser's own settings, under the id it can no longer read from local storage.
    await laptop.fake.area.set(
      new Map([
        [
          settingsKey('device-0'),
          { settings: { ...DEFAULT_SETTINGS, showStatsEnabled: false }, at: clock.now() },
        ],
      ]),
    );
    clock.advance(1_000);
    const page = replica(clock, { id: 'device-1', settings: unread.link, fake: laptop.fake });
    await page.sync.merge();
    expect(unread.applied).toEqual([]);
    expect(unread.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the later change when both devices changed, and writes nothing back', async () => {
    const { pages, laptop, desktop, clock, stop } = devices();
    pages[0].change('showStatsEnabled', false);
    await vi.waitFor(() => expect(sharedBy(laptop)).toBeDefined());
    clock.advance(60_000);
    pages[1].change('scrollNavigationEnabled', false);
    await vi.waitFor(() => expect(sharedBy(desktop)).toBeDefined());
    deliver(laptop, desktop);
    deliver(desktop, laptop);
    await laptop.sync.merge();
    await desktop.sync.merge();
    const later = { ...DEFAULT_SETTINGS, scrollNavigationEnabled: false };
    expect(pages[0].get()).toEqual(later);
    expect(pages[1].applied).toEqual([]);
    // The laptop adopted the desktop's settings: its own key is not rewritten with them.
    const writes = laptop.fake.measured.writes;
    await laptop.sync.merge();
    expect(laptop.fake.measured.writes).toBe(writes);
    stop();
  });

  it('keeps the settings key when the drills are written, and skips a newer shape', async () => {
    const { pages, laptop, desktop, clock, stop } = devices();
    pages[0].change('blinkingCursorEnabled', false);
    await vi.waitFor(() => expect(sharedBy(laptop)).toBeDefined());
    await laptop.store.add(drill(clock.now()));
    await laptop.sync.written();
    expect(sharedBy(laptop)).toBeDefined();
    desktop.fake.deliver(new Map([[settingsKey('device-9'), '{"settings":"v2"}']]));
    await desktop.sync.merge();
    expect(pages[1].applied).toEqual([]);
    stop();
  });
});
