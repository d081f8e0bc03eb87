import { launchExtension } from './extension-browser';
const out = '/tmp/lead';
const theme = process.argv[2] ?? 'light';
const browser = await launchExtension({ colorScheme: theme === 'light' ? 'light' : 'dark' });
const base = `chrome-extension://${browser.extensionId}`;
const setup = async (page: import('playwright-core').Page) => {
  await page.goto(`${base}/progress.html`);
  await page.evaluate((t) => localStorage.setItem('code-recall-theme', t), theme);
};
for (const [name, path, w, h] of [
  ['newtab', 'newtab.html', 1280, 800],
  ['popup', 'popup.html', 800, 600],
  ['progress', 'progress.html', 1280, 800],
  ['compare', 'compare.html', 1280, 800],
] as const) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: w, height: h });
  await setup(page);
  await page.goto(`${base}/${path}`);
  await page.waitForTimeout(1200);
  if (name === 'newtab') {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: `${out}/${name}-${theme}.png` });
  await page.close();
}
await browser.close();
