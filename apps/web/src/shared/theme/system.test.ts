import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { semanticTokens } from './chakraTheme';
import { sourceFiles } from '../../testing/sourceFiles';
import { system } from './system';

const src = path.resolve(import.meta.dirname, '../..');

describe('the theme', () => {
  it("keeps every Chakra palette a screen names (the badges' maps, colorPalette props)", () => {
    // The screens' code: the theme itself names the palettes it leaves out.
    const code = sourceFiles(src)
      .filter((file) => !file.startsWith(import.meta.dirname))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Chakra's palettes are the colours with a 'solid' shade for buttons and badges.
    const palettes = Object.entries(semanticTokens.colors).filter(([, shades]) => 'solid' in shades);
    const named = palettes
      .map(([palette]) => palette)
      .filter((palette) => new RegExp(`['"\`]${palette}(\\.\\d+)?['"\`]`).test(code));
    expect(named).toContain('purple');
    for (const palette of [...named, 'brand']) {
      expect(system.token(`colors.${palette}.solid`), palette).toBeDefined();
      expect(system.token(`colors.${palette}.600`), palette).toBeDefined();
    }
  });

  it('has one colour scheme: the semantic tokens hold their light values, and no dark rules are written', () => {
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)');
    const css = JSON.stringify(system._global);
    expect(css).toContain('--chakra-colors-bg":"var(--chakra-colors-white)');
    expect(css).not.toContain('.dark');
  });
});
