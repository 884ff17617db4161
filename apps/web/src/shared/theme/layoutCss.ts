// The page's frame on every page, as classes of the theme's global CSS: the
// frame and breadcrumbs (SiteLayout, Breadcrumbs), the footer (Footer,
// FooterColumn, FooterLink) and the company mark (Logo, in the header too).
// With the header's (headerCss.ts), they were 76 of the 123 elements of
// /login whose style Chakra resolved, hashed and inserted as the app started:
// on a phone, the most of its script time after React's own (issue 33). The
// values are those of the Chakra components they replace (Container, Flex,
// SimpleGrid, Stack, Heading, Link, Text, Breadcrumb), so the pages look the
// same to the pixel; the theme writes this CSS once, into every page.
import { defineGlobalStyles } from '@chakra-ui/react';
import { headingBase, linkBase, srOnly } from './chakraLook';
import { CONTENT_MAX_WIDTH } from './sizes';

export const layoutCss = defineGlobalStyles({
  '.sr-only': srOnly,

  // The page's frame (SiteLayout): header, the page, footer.
  '.site-frame': { display: 'flex', flexDirection: 'column', minH: '100dvh' },
  '.site-main': { flex: '1' },
  '.site-main__column': { py: { base: '5', md: '8' } },

  // Chakra's Container: the 1200 px column of every band.
  '.page-column': {
    position: 'relative',
    maxWidth: CONTENT_MAX_WIDTH,
    w: '100%',
    mx: 'auto',
    px: { base: '4', md: '6' },
  },

  // A page's one h1 (the information pages, the registration and password cards).
  '.page-title': { ...headingBase, textStyle: { base: '2xl', md: '3xl' }, letterSpacing: '-0.02em' },

  // Chakra's Link (plain) in the brand's colour: a link in a page's text.
  '.text-link': {
    ...linkBase,
    focusVisibleRing: 'outside',
    color: 'brand.fg',
    _hover: {
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },

  // Breadcrumbs: Chakra's Breadcrumb, size sm, in the shop's greys.
  '.crumbs': { mb: { base: '4', md: '6' } },
  '.crumbs__list': {
    display: 'flex',
    alignItems: 'center',
    wordBreak: 'break-word',
    color: 'fg.muted',
    listStyle: 'none',
    gap: '1',
    textStyle: 'xs',
    flexWrap: 'wrap',
    rowGap: '1',
  },
  '.crumbs__item': { display: 'inline-flex', alignItems: 'center' },
  '.crumbs__link': {
    outline: '0',
    textDecoration: 'none',
    borderRadius: 'l1',
    focusRing: 'outside',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    color: 'gray.600',
    _hover: { color: 'brand.fg' },
  },
  '.crumbs__current': { color: 'gray.700' },
  '.crumbs__separator': { color: 'gray.400', opacity: '0.8', _icon: { boxSize: '1em' } },

  '.logo': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    rounded: 'md',
    flexShrink: 0,
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' },
  },
  '.logo__mark': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: { base: '10', md: '11' },
    rounded: 'xl',
    bg: 'brand.500',
    color: 'gray.950',
  },
  '.logo__text': { lineHeight: 'short' },
  '.logo__name': {
    fontSize: { base: 'lg', md: 'xl' },
    fontWeight: '800',
    letterSpacing: '-0.02em',
    color: 'gray.900',
  },
  '.logo__tagline': { display: { base: 'none', sm: 'block' }, fontSize: 'xs', color: 'fg.muted' },
  '.site-footer .logo__name': { color: 'white' },
  '.site-footer .logo__tagline': { color: 'gray.400' },

  '.site-footer': { bg: 'gray.900', color: 'gray.300', mt: 'auto' },
  '.site-footer__main': { py: { base: '10', md: '14' } },
  '.site-footer__intro': {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'start', md: 'center' },
    gap: '4',
    pb: { base: '8', md: '10' },
    mb: { base: '8', md: '10' },
    borderBottomWidth: '1px',
    borderColor: 'gray.800',
  },
  '.site-footer__description': { maxW: 'lg', fontSize: 'sm', color: 'gray.400' },
  '.site-footer__columns': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    gap: { base: '10', md: '12' },
  },
  '.site-footer__column': { display: 'flex', flexDirection: 'column', gap: '4' },
  '.site-footer__heading': {
    ...headingBase,
    fontSize: 'sm',
    lineHeight: '1.875rem',
    color: 'white',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
  },
  '.site-footer__list': {
    display: 'grid',
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    columnGap: '6',
    rowGap: '2.5',
    listStyleType: 'none',
    m: '0',
    p: '0',
    fontSize: 'sm',
    color: 'gray.300',
  },
  // The company's six short links: two columns on phones.
  '.site-footer__list[data-columns=phone-2]': {
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(1, minmax(0, 1fr))' },
  },
  '.site-footer__contact': { display: 'flex', alignItems: 'start', gap: '3' },
  '.site-footer__contact-icon': { color: 'brand.400', mt: '0.5' },
  '.site-footer__address': { fontStyle: 'normal' },
  // Chakra's Link (plain), in the footer's colours.
  '.site-footer__link': {
    ...linkBase,
    color: 'gray.300',
    textDecoration: 'none',
    _hover: { color: 'brand.400', textDecoration: 'underline', textUnderlineOffset: '3px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '2px' },
  },
  '.site-footer__bottom': { borderTopWidth: '1px', borderColor: 'gray.800' },
  '.site-footer__legal-band': { py: '5' },
  '.site-footer__legal': {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    justifyContent: 'space-between',
    gap: '2',
    fontSize: 'xs',
    color: 'gray.400',
  },
});
