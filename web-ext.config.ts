import { existsSync } from 'node:fs';
import { defineWebExtConfig } from 'wxt';

// `npm run dev` opens the extension in a browser. On Linux it uses Debian's Chromium when
// there is one; as root Chromium needs --no-sandbox, and with no display it runs headless.
// With no browser found, dev only builds and watches: load .output/chrome-mv3-dev by hand.
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);
const linux = process.platform === 'linux';
const root = process.getuid?.() === 0;
const headless = linux && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

export default defineWebExtConfig({
  disabled: linux && !chromium,
  binaries: chromium ? { chrome: chromium } : {},
  chromiumArgs: [
    ...(root ? ['--no-sandbox'] : []),
    ...(headless ? ['--headless=new', '--disable-gpu'] : []),
  ],
});
