// The header's cart count (HeaderIconLink) as a class of the theme's global
// CSS: it first appears in the task that answers a tap on 'Купить', and a
// Chakra badge would insert its CSS then, restyling the whole page (issue 33).
import { defineGlobalStyles } from '@chakra-ui/react';

export const headerCss = defineGlobalStyles({
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
