import * as barrel from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import * as mirror from './chakraTheme';

describe('chakraTheme', () => {
  it("is Chakra's default theme, as its '@chakra-ui/react/theme' barrel exports it", () => {
    for (const name of Object.keys(mirror) as Array<keyof typeof mirror>) {
      expect(mirror[name], name).toEqual(barrel[name]);
    }
    expect(Object.keys(mirror).sort()).toEqual(
      [
        'animationStyles',
        'breakpoints',
        'cssVarsPrefix',
        'cssVarsRoot',
        'globalCss',
        'keyframes',
        'layerStyles',
        'semanticTokens',
        'textStyles',
        'tokens',
      ].sort(),
    );
  });
});
