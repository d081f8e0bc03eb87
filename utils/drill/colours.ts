/**
 * The two colours a token takes in a drill, as Monkeytype and keybr draw a line: dimmed
 * while it waits to be typed, at full colour once typed. Both stay readable (WCAG's 4.5:1
 * with the background, which axe checks) and differ by a contrast the eye sees at once.
 */

/** `--bg` of the light and dark themes in assets/styles/base.css (high contrast draws the
 *  dark colours on black, which only adds contrast). */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#0d1117';

/** WCAG AA for text: what untyped code keeps, however dim. */
export const MIN_CONTRAST = 4.5;
/** How much more contrast typed code has than untyped, at least. */
export const TYPED_STEP = 1.5;
/** How far typed code deepens past its palette colour, at most: only a colour already near
 *  4.5:1 (GitHub light's comments and keywords) has too little room to dim. */
const MAX_DEEPEN = 0.6;

/** A colour as red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb` or `#rrggbb` to its channels; anything else is null. */
export function parseHex(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** `share` of the way from `from` to `to`, rounded to whole channels as CSS draws it. */
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  from.map((channel, index) =>
    Math.round(channel + (to[index]! - channel) * share),
  ) as unknown as Rgb;

/** WCAG's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The largest share in [0, max] for which `holds` (true at 0, false past some share) holds. */
function furthest(holds: (share: number) => boolean, max: number): number {
  if (holds(max)) return max;
  let [low, high] = [0, max];
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (holds(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * A palette colour's look in a drill on `background`: untyped, faded toward the background
 * as far as 4.5:1 allows; typed, the colour itself, or deepened away from
 * the background just enough to stand `TYPED_STEP` above the untyped one. A colour that is
 * not `#rgb` or `#rrggbb` is left as it is.
 */
export function drillColours(
  colour: string,
  background: string,
): { typed: string; untyped: string } {
  const [rgb, bg] = [parseHex(colour), parseHex(background)];
  if (!rgb || !bg) return { typed: colour, untyped: colour };
  const against = (share: number, toward: Rgb) => contrastRatio(mix(rgb, toward, share), bg);
  const untyped = mix(
    rgb,
    bg,
    furthest((share) => against(share, bg) >= MIN_CONTRAST, 1),
  );
  const target = contrastRatio(untyped, bg) * TYPED_STEP;
  const ink = luminance(bg) > 0.5 ? BLACK : WHITE;
  // The least deepening that reaches the target: found walking back from the most.
  const back = furthest((share) => against(MAX_DEEPEN - share, ink) >= target, MAX_DEEPEN);
  const typed = against(0, ink) >= target ? rgb : mix(rgb, ink, MAX_DEEPEN - back);
  return { typed: toHex(typed), untyped: toHex(untyped) };
}
