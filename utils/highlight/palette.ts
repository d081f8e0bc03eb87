import type { TokenStyle } from '@/data/types';

/** A palette being filled, and the index of a style in it (added the first time it is seen). */
export type Palette = { palette: TokenStyle[]; indexOf: (style: TokenStyle) => number };

/**
 * A palette holding `initial` and then each new style once: the build fills one per language
 * set, the highlight worker one per snippet, and a set with own snippets adds theirs to its
 * own (utils/snippets/topics.ts).
 */
export function createPalette(initial: readonly TokenStyle[] = []): Palette {
  const palette: TokenStyle[] = [...initial];
  const styleIndex = new Map(palette.map((style, index) => [style.join(' '), index]));
  const indexOf = (style: TokenStyle): number => {
    const id = style.join(' ');
    let index = styleIndex.get(id);
    if (index === undefined) {
      index = palette.push(style) - 1;
      styleIndex.set(id, index);
    }
    return index;
  };
  return { palette, indexOf };
}
