// The catalogue screen's frame (features/catalog: CatalogScreen, its status
// line, the filters' line, SearchBar's form, the filter selects, the new-only
// switch, the category panels, Pagination) as classes of the theme's global
// CSS, for the reason of layoutCss.ts: the signed-in `/` is a phone's first
// page, and Chakra resolved, hashed and inserted the style of each of these
// elements as the app started. The values are those of the Chakra components
// and style props they replace (Stack, HStack, Flex, Heading, Text, Box,
// chakra.select, chakra.input); the buttons and inputs stay Chakra's.
import { defineGlobalStyles } from '@chakra-ui/react';
import { headingBase } from './chakraLook';

const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

export const catalogFrameCss = defineGlobalStyles({
  '.catalog-screen': { display: 'flex', flexDirection: 'column', gap: '3', py: '4' },
  '.catalog-screen__back': { alignSelf: 'start' },
  // Heading and count on one line, every filter on the next (issue 29.7).
  '.catalog-head': {
    display: 'flex',
    gap: '3',
    rowGap: '2',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '.catalog-head__title': { ...row, gap: '4', rowGap: '1', flexWrap: 'wrap' },
  '.catalog-title': { ...headingBase, textStyle: '2xl' },
  '.catalog-status': { ...row, gap: '3', rowGap: '0', flexWrap: 'wrap' },
  '.catalog-status__found': { fontWeight: 'semibold' },
  '.catalog-status__updated': { fontSize: 'sm', color: 'fg.muted' },
  '.catalog-filters': {
    display: 'flex',
    gap: '2',
    flexWrap: { base: 'wrap', md: 'nowrap' },
    alignItems: 'center',
  },
  '.catalog-view-controls': { ...row, gap: '3', flexShrink: 0 },

  '.search-bar': { w: 'full', flex: '1', minW: { md: '48' } },

  // The brand and category selects: native, framed in the brand colour while a value is chosen.
  '.filter-select': {
    h: '10',
    flexShrink: 0,
    px: '3',
    bg: 'white',
    color: 'fg',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  },
  '.filter-select[data-active]': { borderColor: 'brand.500' },
  '.filter-select[data-width=brand]': { w: { base: 'full', md: '48' } },
  '.filter-select[data-width=category]': { w: { base: 'full', md: '56' } },

  // An on/off switch drawn on a native checkbox (ToggleSwitch).
  '.toggle-switch': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2.5',
    cursor: 'pointer',
    fontSize: 'sm',
  },
  '.toggle-switch__input': {
    appearance: 'none',
    position: 'relative',
    flexShrink: '0',
    w: '9',
    h: '5',
    rounded: 'full',
    bg: 'gray.300',
    transition: 'background 0.15s',
    cursor: 'pointer',
    _checked: { bg: 'brand.600' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      insetStart: '2px',
      w: '4',
      h: '4',
      rounded: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'translate 0.15s',
    },
    '&:checked::before': { translate: '16px 0' },
  },

  // The category buttons: in a row from md, behind a toggle on phones.
  '.category-filter--wide': { display: { base: 'none', md: 'block' } },
  '.category-filter--phone': { md: { display: 'none' } },
  '.category-filter__panel': { pt: '3' },

  '.pagination': { ...row, justifyContent: 'center', gap: '1', flexWrap: 'wrap', py: '4' },
  '.pagination__gap': { px: '1', color: 'fg.muted' },
});
