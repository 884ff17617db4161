// The Chakra system: Chakra's default tokens and styles, the recipes of
// ./recipes.ts, and our brand palette. #FF6600 is the brand and theme colour;
// white text on it fails WCAG AA, so solid buttons and brand-coloured text use
// darker shades (600: 4.6:1, 700: 5.7:1 on white).
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakraTheme';
import { authCss } from './authCss';
import { catalogCss } from './catalogCss';
import { catalogFrameCss } from './catalogFrameCss';
import { headerCss } from './headerCss';
import { infoCss } from './infoCss';
import { layoutCss } from './layoutCss';
import { recipes, slotRecipes } from './recipes';
import { toastCss } from './toastCss';

/** Palettes of Chakra's default theme that no screen uses (orderStatus.ts and the badges name the others). */
const UNUSED_PALETTES = ['yellow', 'pink'];

/**
 * Chakra's semantic tokens with their light values only: the shop has one
 * colour scheme, and each `{ _light, _dark }` pair costs a rule in both a
 * light and a dark block of the CSS every page carries (about 14 kB) and its
 * processing when the app starts.
 */
function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]: [string, { value?: unknown }]) => {
      if (node.value === undefined) return [key, lightOnly(node)];
      const value = node.value as { _light?: unknown } | string;
      return [key, typeof value === 'object' && '_light' in value ? { ...node, value: value._light } : node];
    }),
  ) as T;
}

const withoutUnusedPalettes = <T extends object>(tree: T): T =>
  Object.fromEntries(Object.entries(tree).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/** Chakra's `defaultConfig`, minus the recipes, palettes and dark values we do not use. */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
    '::selection': { bg: 'brand.100' },
    ...catalogCss,
    ...catalogFrameCss,
    ...toastCss,
    ...headerCss,
    ...layoutCss,
    ...infoCss,
    ...authCss,
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      colors: {
        brand: {
          50: { value: '#FFF5ED' },
          100: { value: '#FFE8D5' },
          200: { value: '#FFCDA8' },
          300: { value: '#FFAA70' },
          400: { value: '#FF8533' },
          500: { value: '#FF6600' },
          600: { value: '#CC4A00' },
          700: { value: '#B34100' },
          800: { value: '#8F3400' },
          900: { value: '#702A05' },
          950: { value: '#3D1502' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
          border: { value: '{colors.brand.500}' },
          accent: { value: '{colors.brand.500}' },
        },
        // Chakra's solid green (#16a34a) under white text is 3.3:1, below WCAG AA:
        // discount badges and success toasts use green.700 (#15803d, 5:1).
        green: {
          solid: { value: '{colors.green.700}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraDefaults), brand);

/** Marks the <style> in the head of every page the server sends that holds the theme's global CSS. */
export const THEME_CSS_ATTRIBUTE = 'data-theme-css';

/**
 * The system ChakraProvider gets. ChakraProvider hands the system's global
 * CSS (about 49 kB) to Emotion, which serializes it in every render of the
 * provider. Every page the server sends carries that CSS already (the build
 * writes it into the head of index.html: scripts/prerender.mjs), so there the
 * provider gets the system without it, and in the browser it is never built
 * (lazyChakraGlobalCss.ts). Vite's dev server and the unit tests' documents
 * lack it: they get the whole system.
 */
export const providedSystem: typeof system =
  typeof document === 'undefined' || document.querySelector(`style[${THEME_CSS_ATTRIBUTE}]`)
    ? (Object.create(system, { _global: { value: [] } }) as typeof system)
    : system;

type ThemeRecipes = NonNullable<NonNullable<typeof system._config.theme>['recipes']>;
type ThemeSlotRecipes = NonNullable<NonNullable<typeof system._config.theme>['slotRecipes']>;

/**
 * Adds recipes to the running system (see extraRecipes.ts). Chakra looks
 * recipes up in its config by key when a component first renders, so recipes
 * added before that render style it like built-in ones.
 */
export function registerRecipes(added: { recipes: ThemeRecipes; slotRecipes: ThemeSlotRecipes }): void {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, added.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added.slotRecipes);
}
