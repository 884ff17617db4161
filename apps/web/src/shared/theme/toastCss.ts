// The toasts (shared/ui/AppToaster.tsx): Chakra's toast recipe as classes of
// the theme's global CSS, on Ark's unstyled toast parts. Chakra's styled parts
// resolved, hashed and inserted their CSS with the first toast; inserting CSS
// restyles the whole page, and the toast's height is measured in the same
// task, so a phone's first 'Товар добавлен в корзину' waited about 200 ms
// longer than the next one (issue 33). Global CSS comes with the page.
import { defineGlobalStyles } from '@chakra-ui/react';

/** What Chakra's recipe sets on a coloured toast (white text on the palette's solid colour). */
const solid = (palette: 'green' | 'orange' | 'red') =>
  ({
    bg: `${palette}.solid`,
    color: `${palette}.contrast`,
    '--toast-trigger-bg': 'rgba(255, 255, 255, 0.1)',
    '--toast-border-color': 'rgba(255, 255, 255, 0.4)',
  }) as const;

const smallText = { fontSize: 'sm', lineHeight: '1.25rem' } as const;

/** The action and close buttons. */
const trigger = {
  borderRadius: 'l2',
  cursor: 'pointer',
  transition: 'background 200ms',
  _hover: { bg: 'var(--toast-trigger-bg)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '2px' },
} as const;

export const toastCss = defineGlobalStyles({
  // The region spans the width of a narrow window whatever the placement
  // (zag sets only the end side for 'top-end'): its toasts are as wide as it.
  '.app-toaster': { insetInline: { mdDown: '4' } },
  '.app-toast': {
    width: { base: 'full', md: 'sm' },
    display: 'flex',
    alignItems: 'flex-start',
    position: 'relative',
    gap: '3',
    py: '4',
    ps: '4',
    pe: '6',
    borderRadius: 'l2',
    // Zag's toast machine places, stacks and fades the toasts through these variables.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms',
    transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
    bg: 'bg.panel',
    color: 'fg',
    boxShadow: 'xl',
    '--toast-trigger-bg': 'colors.bg.muted',
  },
  '.app-toast[data-state=closed]': {
    transition: 'translate 400ms, scale 400ms, opacity 200ms',
    transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
  },
  '.app-toast[data-type=warning]': solid('orange'),
  '.app-toast[data-type=success]': solid('green'),
  '.app-toast[data-type=error]': solid('red'),
  '.app-toast__text': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', maxW: '100%' },
  '.app-toast__title': { ...smallText, fontWeight: 'medium', marginEnd: '2' },
  '.app-toast__description': { ...smallText, display: 'inline', opacity: '0.8' },
  '.app-toast__indicator': { flexShrink: '0', boxSize: '5' },
  '.app-toast__spinner': {
    flexShrink: '0',
    boxSize: '5',
    borderRadius: 'full',
    border: '2px solid',
    borderColor: 'brand.600',
    borderInlineStartColor: 'transparent',
    borderBottomColor: 'transparent',
    animation: 'spin 0.65s linear infinite',
  },
  '.app-toast__action': {
    ...smallText,
    fontWeight: 'medium',
    height: '8',
    px: '3',
    ...trigger,
    alignSelf: 'center',
    borderWidth: '1px',
    borderColor: 'var(--toast-border-color, inherit)',
  },
  '.app-toast__close': {
    position: 'absolute',
    top: '1',
    insetEnd: '1',
    padding: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'color-mix(in srgb, currentColor 60%, transparent)',
    ...trigger,
    '& svg': { boxSize: '4' },
  },
});
