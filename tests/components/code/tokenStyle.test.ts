import { describe, expect, it } from 'vitest';
import { tokenStyle } from '@/components/code/tokenStyle';
import type { TokenStyle } from '@/data/types';
import { DARK_BACKGROUND, drillColours, LIGHT_BACKGROUND } from '@/utils/drill/colours';

const keyword: TokenStyle = ['#cf222e', '#ff7b72', 0, 0];

describe('tokenStyle', () => {
  it("gives a token the drill's untyped and typed looks in both schemes", () => {
    const style = tokenStyle(keyword) as Record<string, unknown>;
    const [light, dark] = [
      drillColours('#cf222e', LIGHT_BACKGROUND),
      drillColours('#ff7b72', DARK_BACKGROUND),
    ];
    expect(style).toMatchObject({
      '--token-light': '#cf222e',
      '--token-dark': '#ff7b72',
      '--token-light-dim': light.untyped,
      '--token-light-typed': light.typed,
      '--token-dark-dim': dark.untyped,
      '--token-dark-typed': dark.typed,
    });
    expect(light.untyped).not.toBe(light.typed);
  });

  it('works each palette entry out once', () => {
    expect(tokenStyle(keyword)).toBe(tokenStyle(keyword));
  });
});
