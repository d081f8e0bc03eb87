import type { CSSProperties } from 'react';
import type { TokenStyle } from '@/data/types';
import { DARK_BACKGROUND, drillColours, LIGHT_BACKGROUND } from '@/utils/drill/colours';

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/** One style per palette entry: a set's tokens share a few, and React sees the same object. */
const styles = new WeakMap<TokenStyle, CSSProperties>();

/**
 * Inline style for a token: both theme colours as CSS variables, picked by the stylesheet,
 * and the drill's two looks of each (untyped `-dim`, typed `-typed`; utils/drill/colours.ts).
 */
export function tokenStyle(entry: TokenStyle): CSSProperties {
  let style = styles.get(entry);
  if (!style) {
    const [light, dark, font] = entry;
    const inLight = drillColours(light, LIGHT_BACKGROUND);
    const inDark = drillColours(dark, DARK_BACKGROUND);
    style = {
      '--token-light': light,
      '--token-dark': dark,
      '--token-light-dim': inLight.untyped,
      '--token-dark-dim': inDark.untyped,
      '--token-light-typed': inLight.typed,
      '--token-dark-typed': inDark.typed,
      fontStyle: font & ITALIC ? 'italic' : undefined,
      fontWeight: font & BOLD ? 'bold' : undefined,
      textDecoration: font & UNDERLINE ? 'underline' : undefined,
    } as CSSProperties;
    styles.set(entry, style);
  }
  return style;
}
