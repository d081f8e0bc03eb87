import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_BACKGROUND,
  drillColours,
  LIGHT_BACKGROUND,
  MIN_CONTRAST,
  parseHex,
  TYPED_STEP,
} from '@/utils/drill/colours';

/** Every token colour the build's GitHub themes give (light, then dark). */
const GITHUB_LIGHT = ['#cf222e', '#1f2328', '#0a3069', '#0550ae', '#953800', '#6e7781'];
const GITHUB_LIGHT_MORE = ['#8250df', '#116329', '#82071e', '#59636e', '#6639ba'];
const GITHUB_DARK = ['#ff7b72', '#e6edf3', '#a5d6ff', '#79c0ff', '#ffa657', '#8b949e'];
const GITHUB_DARK_MORE = ['#d2a8ff', '#7ee787', '#ffa198', '#9198a1', '#f0f6fc'];

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('drillColours', () => {
  it.each([
    ...[...GITHUB_LIGHT, ...GITHUB_LIGHT_MORE].map((c) => [c, LIGHT_BACKGROUND, LIGHT_BACKGROUND]),
    ...[...GITHUB_DARK, ...GITHUB_DARK_MORE].map((c) => [c, DARK_BACKGROUND, DARK_BACKGROUND]),
    // High contrast draws the dark colours, dimmed for the dark background, on black.
    ...GITHUB_DARK.map((c) => [c, DARK_BACKGROUND, '#000000']),
  ])('keeps %s (made for %s) readable on %s, typed well above untyped', (colour, made, drawn) => {
    const { typed, untyped } = drillColours(colour, made);
    expect(ratio(untyped, drawn)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(typed, drawn)).toBeGreaterThanOrEqual(ratio(colour, drawn));
    expect(ratio(typed, drawn) / ratio(untyped, drawn)).toBeGreaterThanOrEqual(TYPED_STEP * 0.99);
  });

  it('keeps the palette colour for typed code wherever dimming alone makes the step', () => {
    expect(drillColours('#1f2328', LIGHT_BACKGROUND).typed).toBe('#1f2328');
    expect(drillColours('#ff7b72', DARK_BACKGROUND).typed).toBe('#ff7b72');
  });

  it('dims as far as 4.5:1 allows', () => {
    // The lightest grey that reads at 4.5:1 on white.
    expect(drillColours('#000000', LIGHT_BACKGROUND).untyped).toBe('#767676');
  });

  it('leaves untyped a colour already below 4.5:1, and deepens typed', () => {
    const { typed, untyped } = drillColours('#999999', LIGHT_BACKGROUND);
    expect(untyped).toBe('#999999');
    expect(ratio(typed, LIGHT_BACKGROUND)).toBeGreaterThan(ratio('#999999', LIGHT_BACKGROUND));
  });

  it.each(['', 'red', '#12345', 'rgb(0, 0, 0)'])('leaves %j as it is', (colour) => {
    expect(drillColours(colour, LIGHT_BACKGROUND)).toEqual({ typed: colour, untyped: colour });
  });

  it('reads #rgb as #rrggbb', () => {
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
  });

  it("dims toward the themes' own backgrounds (--bg in assets/styles/base.css)", () => {
    const sheet = readFileSync('assets/styles/base.css', 'utf8');
    const background = (selector: string) =>
      new RegExp(`${selector.replace(/[[\]]/g, '\\$&')} \\{[^}]*--bg: (#[0-9a-f]+);`).exec(
        sheet,
      )?.[1];
    expect(background(":root[data-theme='light']")).toBe(LIGHT_BACKGROUND);
    expect(background(":root[data-theme='dark']")).toBe(DARK_BACKGROUND);
  });
});
