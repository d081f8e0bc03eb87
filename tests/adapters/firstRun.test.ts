import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openCommandPage, openWelcomeOnce } from '@/adapters/firstRun';
import { WELCOMED_KEY } from '@/utils/firstRun';

// The fake browser starts with one blank tab, which has no address.
const openedUrls = async () =>
  (await fakeBrowser.tabs.query({})).flatMap((tab) => (tab.url ? [tab.url] : []));

describe('openWelcomeOnce', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens the welcome page on a first install, and never again', async () => {
    await openWelcomeOnce({ reason: 'install' });
    await openWelcomeOnce({ reason: 'install' });
    const welcome = (await openedUrls()).filter((url) => url.endsWith('/welcome.html'));
    expect(welcome).toHaveLength(1);
    expect(await fakeBrowser.storage.local.get(WELCOMED_KEY)).toHaveProperty(WELCOMED_KEY);
  });

  it('opens nothing on an update or a temporary load', async () => {
    await openWelcomeOnce({ reason: 'update' });
    await openWelcomeOnce({ reason: 'install', temporary: true });
    expect(await openedUrls()).not.toContainEqual(expect.stringContaining('welcome'));
  });
});

describe('openCommandPage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens the page a bound command names, and nothing for an unknown one', async () => {
    await openCommandPage('open-snippets');
    await openCommandPage('constructor');
    const urls = await openedUrls();
    expect(urls.filter((url) => url.endsWith('/snippets.html'))).toHaveLength(1);
    expect(urls).toHaveLength(1);
  });
});
