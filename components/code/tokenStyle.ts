import type { CSSProperties } from 'react';
import type { TokenStyle } from '@/data/types';

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/** Inline style for a token: both theme colours as CSS variables, picked by the stylesheet. */
export function tokenStyle([light, dark, font]: TokenStyle): CSSProperties {
  return {
    '--token-light': light,
    '--token-dark': dark,
    fontStyle: font & ITALIC ? 'italic' : undefined,
    fontWeight: font & BOLD ? 'bold' : undefined,
    textDecoration: font & UNDERLINE ? 'underline' : undefined,
  } as CSSProperties;
}
