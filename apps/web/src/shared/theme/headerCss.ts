// The header (Header, DesktopNav, HeaderActions) as classes of the theme's
// global CSS: it is on every page, and each element Chakra styles costs a
// phone's start (see layoutCss.ts). The values are those of the Chakra
// components they replace (Box, Flex, Spacer, HStack, Link). Its buttons
// stay Chakra's (their recipe's states). The cart count first appears in the
// task that answers a tap on 'Купить', and a Chakra badge would insert its CSS
// then, restyling the whole page (issue 33).
import { defineGlobalStyles } from '@chakra-ui/react';
import { linkBase } from './chakraLook';
import { HEADER_HEIGHT } from './sizes';

export const headerCss = defineGlobalStyles({
  '.site-header': {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'white',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)',
  },
  '.site-header__stripe': { h: '1', bg: 'brand.500' },
  '.site-header__bar': {
    display: 'flex',
    h: HEADER_HEIGHT,
    alignItems: 'center',
    gap: { base: '1', md: '3' },
  },
  // Chakra's Spacer: pushes the actions to the end.
  '.site-header__spacer': { flex: '1', justifySelf: 'stretch', alignSelf: 'stretch' },
  '.site-header__actions': { display: 'flex', alignItems: 'center', gap: { base: '0.5', md: '1' } },
  '.site-nav': { display: { base: 'none', md: 'block' }, borderTopWidth: '1px', borderColor: 'gray.100' },
  '.site-nav__list': {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    h: '12',
    listStyleType: 'none',
    m: '0',
    p: '0',
    ms: '-3',
  },
  '.site-nav__item': { h: 'full' },
  '.site-nav__link': {
    ...linkBase,
    h: 'full',
    px: '3',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'gray.700',
    textDecoration: 'none',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    transitionProperty: 'color, background-color, border-color, text-decoration-color, fill, stroke',
    transitionDuration: '150ms',
    transitionTimingFunction: 'cubic-bezier(0.4, 0, 0.2, 1)',
    _hover: { color: 'brand.fg' },
    _currentPage: { color: 'brand.fg', borderColor: 'brand.500', fontWeight: 'semibold' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  },
  // Chakra's Float (top-end, offset 2) around a small solid Badge.
  '.header-badge': {
    position: 'absolute',
    top: '2',
    insetEnd: '2',
    translate: '50% -50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '5',
    h: '5',
    px: '1.5',
    rounded: 'full',
    borderWidth: '2px',
    borderColor: 'white',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontSize: '2xs',
    lineHeight: '1rem',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
});
