import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dismissRelease, noteRelease, readPendingRelease } from '@/adapters/whatsNew';
import { WHATS_NEW_KEY } from '@/utils/whatsNew';

/** The fake browser has no manifest: the version the extension runs is given here. */
const runVersion = (version: string) =>
  vi
    .spyOn(fakeBrowser.runtime, 'getManifest')
    .mockReturnValue({ version } as ReturnType<typeof fakeBrowser.runtime.getManifest>);

describe("What's new in storage.local", () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('keeps the version after an update that raises the minor version, until dismissed', async () => {
    runVersion('0.2.0');
    await noteRelease({ reason: 'update', previousVersion: '0.1.4' });
    expect(await readPendingRelease()).toBe('0.2.0');
    await dismissRelease();
    expect(await readPendingRelease()).toBeNull();
    expect(await fakeBrowser.storage.local.get(WHATS_NEW_KEY)).toEqual({});
  });

  it('keeps nothing on a patch, a reload, an install or a browser update', async () => {
    runVersion('0.2.1');
    await noteRelease({ reason: 'update', previousVersion: '0.2.0' });
    await noteRelease({ reason: 'update', previousVersion: '0.2.1' });
    await noteRelease({ reason: 'install' });
    await noteRelease({ reason: 'chrome_update', previousVersion: '0.1.0' });
    expect(await readPendingRelease()).toBeNull();
  });

  it('reads a corrupt value, or a storage that fails, as nothing to tell', async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: { version: '0.2.0' } });
    expect(await readPendingRelease()).toBeNull();
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error('broken'));
    expect(await readPendingRelease()).toBeNull();
  });
});
