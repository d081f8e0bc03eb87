import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { dayFormatter, shiftDay } from '@/utils/progress/streaks';
import { seriousViolations } from './axe';
import { finishDrill } from './drills';
import { writeHistory } from './history';

type Axis = { contrast: number; inAxisColour: number };
type AxisReport = {
  background: string;
  axisToken: string;
  tokenContrast: number;
  y: Axis;
  x: Axis;
};

/**
 * Reads a chart's canvas: for the strip left of the plot (the y axis) and the strip under
 * it (the x axis), the highest contrast of any drawn pixel with the page's background
 * behind the chart, and how many pixels are the theme's --chart-axis colour. Runs in the
 * page; the plot's box is uPlot's `.u-over`.
 */
function readAxes(name: string): AxisReport {
  const figure = document.querySelector(`figure[aria-label="${name}"]`)!;
  const canvas = figure.querySelector('canvas')!;
  const over = figure.querySelector<HTMLElement>('.u-over')!;
  const rgb = (colour: string) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (colour: number[]) => {
    const [r, g, b] = colour.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number[], b: number[]) => {
    const [high, low] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
    return (high + 0.05) / (low + 0.05);
  };
  // The first ancestor with a background paints behind the (transparent) canvas.
  let element: Element | null = figure;
  let background = 'rgb(255, 255, 255)';
  while (element) {
    const colour = getComputedStyle(element).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
      background = colour;
      break;
    }
    element = element.parentElement;
  }
  const behind = rgb(background);
  const axisToken = getComputedStyle(document.documentElement)
    .getPropertyValue('--chart-axis')
    .trim();
  const axis = rgb(axisToken);
  const scale = canvas.width / canvas.getBoundingClientRect().width;
  const box = canvas.getBoundingClientRect();
  const plot = over.getBoundingClientRect();
  const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  const strip = (left: number, top: number, right: number, bottom: number): Axis => {
    let best = 1;
    let inAxisColour = 0;
    for (let y = Math.round(top * scale); y < Math.round(bottom * scale); y += 1) {
      for (let x = Math.round(left * scale); x < Math.round(right * scale); x += 1) {
        const at = (y * canvas.width + x) * 4;
        const alpha = pixels[at + 3]! / 255;
        if (alpha === 0) continue;
        const drawn = [0, 1, 2].map((i) => alpha * pixels[at + i]! + (1 - alpha) * behind[i]!);
        best = Math.max(best, contrast(drawn, behind));
        if (alpha > 0.98 && drawn.every((value, i) => Math.abs(value - axis[i]!) <= 8)) {
          inAxisColour += 1;
        }
      }
    }
    return { contrast: best, inAxisColour };
  };
  const left = plot.left - box.left;
  const top = plot.top - box.top;
  return {
    background,
    axisToken,
    tokenContrast: contrast(axis, behind),
    // A pixel clear of the plot's edge, where the outermost grid line may fall.
    y: strip(0, top, left - 1, top + plot.height),
    x: strip(left, top + plot.height + 1, left + plot.width, box.height),
  };
}

const axesOf = (page: Page, name: string) => page.evaluate(readAxes, name);

async function chooseTheme(page: Page, theme: string) {
  const settings = page.getByRole('button', { name: 'Settings' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await page.getByLabel('Theme').selectOption(theme);
}

const summaryOf = (page: Page) =>
  page.getByRole('figure', { name: 'Speed over time' }).locator('figcaption').textContent();

/** A fingerprint of what the speed chart's canvas shows now. */
const pictureOf = (page: Page) =>
  page
    .getByRole('figure', { name: 'Speed over time' })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

describe('charts you can read', () => {
  let browser: ExtensionBrowser;
  let progress: Page;
  let drill: Page;
  let practised: string[];

  beforeAll(async () => {
    browser = await launchExtension();
    progress = await browser.context.newPage();
    await progress.setViewportSize({ width: 1280, height: 800 });
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    const history = writeHistory(90);
    practised = history.practised;
    await progress.getByLabel('Import progress').setInputFiles(history.file);
    await progress
      .getByRole('status')
      .filter({ hasText: /Imported/ })
      .waitFor();
    drill = await browser.openNewTab();
    await finishDrill(drill);
    for (const page of [progress, drill]) await page.locator('figure canvas').first().waitFor();
  }, 120_000);
  afterAll(() => browser.close());

  it.each(['light', 'dark', 'contrast'])(
    'draws the axes of both charts in the %s theme, 3:1 or more on the page, axe clean',
    async (theme) => {
      // Chosen on the progress page while both are open: the new tab follows it.
      await progress.bringToFront();
      await chooseTheme(progress, theme);
      for (const [page, name] of [
        [progress, 'Speed over time'],
        [drill, 'Speed during the drill'],
      ] as const) {
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
          .toBe(theme);
        // Drawn again in the theme's axis colour (uPlot's default black fails here too).
        await expect
          .poll(async () => {
            const { x, y } = await axesOf(page, name);
            return Math.min(x.inAxisColour, y.inAxisColour);
          })
          .toBeGreaterThan(20);
        const report = await axesOf(page, name);
        const seen = { theme, name, ...report };
        // The text token itself reads at 4.5:1, and each axis's labels and ticks stand out
        // at 3:1 at least.
        expect(seen.tokenContrast, JSON.stringify(seen)).toBeGreaterThanOrEqual(4.5);
        expect(report.x.contrast, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
        expect(report.y.contrast, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
        // A page behind another runs no transitions: in front, the theme's fade ends first.
        await page.bringToFront();
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
        );
        expect(await seriousViolations(page)).toEqual([]);
      }
    },
  );

  it('plots the days of each range', async () => {
    const today = dayFormatter(Intl.DateTimeFormat().resolvedOptions().timeZone)(Date.now());
    // Every language's days: the history's, not today's scripted drill, which is too fast to
    // count for speed.
    await progress
      .getByRole('combobox', { name: 'Show progress for' })
      .selectOption({ label: 'All languages' });
    const within = (days: number) =>
      practised.filter((day) => day >= shiftDay(today, 1 - days)).length;
    const ranges = progress.getByRole('group', { name: 'Range' });
    const pressed = () => ranges.getByRole('button', { pressed: true }).textContent();
    expect(await pressed()).toBe('30 days');
    expect(await summaryOf(progress)).toContain(`over ${within(30)} days`);
    const month = await pictureOf(progress);

    await ranges.getByRole('button', { name: '7 days' }).click();
    expect(await pressed()).toBe('7 days');
    expect(await summaryOf(progress)).toContain(`over ${within(7)} days`);
    expect(await pictureOf(progress)).not.toBe(month);

    await ranges.getByRole('button', { name: 'All time' }).click();
    expect(await summaryOf(progress)).toContain(`over ${practised.length} days`);
    expect(browser.problems).toEqual([]);
  });
});
