// The information pages' frame, cards and lists (features/info/components) as
// classes of the theme's global CSS, for the reason of layoutCss.ts: /about
// was 80 elements whose style Chakra resolved as the app started. The values
// are those of the Chakra components they replace (Stack, Flex, Heading,
// Text, List), so the pages look the same to the pixel.
import { defineGlobalStyles } from '@chakra-ui/react';
import { headingBase } from './chakraLook';

export const infoCss = defineGlobalStyles({
  '.info-page': { display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } },
  '.info-page__intro': { display: 'flex', flexDirection: 'column', gap: '3' },
  '.info-page__lead': { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '3xl' },

  '.info-section': {
    bg: 'white',
    rounded: '2xl',
    borderWidth: '1px',
    borderColor: 'gray.200',
    p: { base: '5', md: '7' },
  },
  '.info-section__body': { display: 'flex', flexDirection: 'column', gap: '4' },
  '.info-section__head': { display: 'flex', alignItems: 'center', gap: '3' },
  '.info-section__icon': {
    display: 'flex',
    boxSize: '10',
    flexShrink: 0,
    rounded: 'xl',
    bg: 'brand.subtle',
    color: 'brand.fg',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '.info-section__title': { ...headingBase, textStyle: { base: 'lg', md: 'xl' } },

  // Chakra's List without markers: a column of items.
  '.info-list': { display: 'flex', flexDirection: 'column', listStyleType: 'none' },
  '.info-list--bullets': { gap: '2.5' },
  '.info-list--steps': { gap: '3' },
  '.info-list__item': { whiteSpace: 'normal', display: 'list-item' },
  '.info-list__row': { display: 'flex', alignItems: 'start', gap: '3' },
  '.info-list__check': { color: 'brand.fg', mt: '1', flexShrink: 0 },
  '.info-list__number': {
    display: 'flex',
    boxSize: '8',
    flexShrink: 0,
    rounded: 'full',
    bg: 'brand.600',
    color: 'white',
    fontWeight: 'bold',
    fontSize: 'sm',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '.info-list__step': { pt: '1' },
});
