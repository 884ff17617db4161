// The sign-in and registration screens' frames (features/auth: LoginPage,
// LoginPromo, AuthCard, LoginForm) as classes of the theme's global CSS, for
// the reason of layoutCss.ts: /login is a phone's first page, and its brand
// panel, hidden below lg, still had Chakra resolve the style of each of its
// elements. The values are those of the Chakra components they replace (Grid,
// Stack, Flex, Box, Heading, Text; the links are layoutCss.ts's .text-link).
// The form's controls (fields, inputs, buttons) stay Chakra's: their recipes
// have states.
import { defineGlobalStyles } from '@chakra-ui/react';
import { headingBase } from './chakraLook';

const card = {
  mx: 'auto',
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  boxShadow: '0 10px 30px -12px rgba(16, 24, 40, 0.12)',
} as const;

const column = { display: 'flex', flexDirection: 'column' } as const;

export const authCss = defineGlobalStyles({
  '.login-page': {
    ...card,
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1.15fr 1fr' },
    maxW: '1040px',
    overflow: 'hidden',
  },
  '.login-promo': {
    ...column,
    display: { base: 'none', lg: 'flex' },
    gap: '8',
    p: '10',
    justifyContent: 'center',
    color: 'white',
    bgGradient: 'to-br',
    gradientFrom: 'brand.600',
    gradientTo: 'brand.800',
    position: 'relative',
    overflow: 'hidden',
  },
  '.login-promo__glow': {
    position: 'absolute',
    top: '-20',
    right: '-20',
    boxSize: '64',
    rounded: 'full',
    bg: 'whiteAlpha.100',
  },
  '.login-promo__intro': { ...column, gap: '3', position: 'relative' },
  '.login-promo__title': { ...headingBase, textStyle: '2xl', letterSpacing: '-0.02em' },
  '.login-promo__text': { color: 'whiteAlpha.900' },
  '.login-promo__list': { ...column, gap: '4', listStyleType: 'none', m: '0', p: '0', position: 'relative' },
  '.login-promo__benefit': { display: 'flex', gap: '3', alignItems: 'center' },
  '.login-promo__icon': {
    display: 'flex',
    boxSize: '10',
    flexShrink: 0,
    rounded: 'lg',
    bg: 'whiteAlpha.200',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '.login-promo__label': { fontWeight: 'medium' },

  '.auth-card': { ...card, p: { base: '5', md: '10' } },
  '.auth-card__body': { ...column, gap: '6' },
  // The title and the line under it, on the cards and on the sign-in form.
  '.auth-intro': { ...column, gap: '2' },
  '.auth-subtitle': { color: 'fg.muted' },

  // The sign-in form (LoginForm), beside the brand panel.
  '.login-form': { ...column, gap: '8', p: { base: '5', md: '10' } },
  '.login-form__fields': { ...column, gap: '5' },
  '.login-form__label-row': {
    display: 'flex',
    w: 'full',
    justifyContent: 'space-between',
    alignItems: 'baseline',
  },
  '.login-form__forgot': { fontSize: 'sm', fontWeight: 'medium' },
  '.login-form__footer': { ...column, gap: '4', fontSize: 'sm' },
  '.login-form__register': { fontWeight: 'semibold' },
  '.login-form__muted': { color: 'fg.muted' },
  '.login-form__note': { color: 'fg.muted', fontSize: 'xs' },
  // Beside .text-link (layoutCss.ts, merged into the theme before this file): this colour wins.
  '.login-form__home': { color: 'gray.600', alignSelf: 'start', _hover: { color: 'brand.fg' } },
});
