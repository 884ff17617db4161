// The catalogue's many small pieces: a part's card (PartCard), its images
// (ImageCarousel), price (PriceBlock), stock (StockLabel), NEW badge, article
// and brand (PartIdentity), 'Купить' (CartButton) and the category buttons
// (CategoryFilter), styled by these classes of the theme's global CSS rather
// than by Chakra's style props. A page of 30 cards was 730 elements whose CSS
// Chakra computed, hashed and inserted at every render, and at the hydration
// of the server's page: most of a phone's busy second after load (issue 33).
// Global CSS is computed once, comes inline with the server's page (no style
// sheet to wait for) and speaks the theme's tokens.
import { defineGlobalStyles } from '@chakra-ui/react';

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '5',
  px: '1.5',
  rounded: 'l2',
  fontSize: 'xs',
  lineHeight: '1rem',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
} as const;

const icon = { w: '4', h: '4', flexShrink: 0 } as const;

/** Chakra's disabled button. */
const disabled = { opacity: 0.5, cursor: 'not-allowed' } as const;

/** The keyboard's focus ring of Chakra's buttons, in `color`. */
const focusRing = (color: string) =>
  ({ outline: '2px solid', outlineColor: color, outlineOffset: '2px' }) as const;

/** What every plain button here shares: centred content, a border that only its variant colours, an icon size. */
const plainButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  transition: 'background-color 0.2s',
  '& svg': icon,
} as const;

export const catalogCss = defineGlobalStyles({
  '.part-card': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    h: 'full',
    overflow: 'hidden',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l3',
    transition: 'box-shadow 0.15s',
    _hover: { shadow: 'md' },
  },
  '.part-card[data-layout=list]': { flexDirection: { base: 'column', sm: 'row' } },
  '.part-card__media': { position: 'relative', w: 'full', flexShrink: 0, cursor: 'pointer' },
  '.part-card[data-layout=list] .part-card__media': { w: { base: 'full', sm: '200px' } },
  '.part-card__badge': { position: 'absolute', top: '2', left: '2' },
  '.part-card__body': { display: 'flex', flexDirection: 'column', flex: '1', gap: '2', p: '4' },
  '.part-card__name': {
    lineClamp: 2,
    fontSize: 'sm',
    lineHeight: '1.25rem',
    fontWeight: 'semibold',
  },
  '.part-card__open': {
    textAlign: 'start',
    cursor: 'pointer',
    _hover: { color: 'brand.fg' },
    _focusVisible: { ...focusRing('brand.focusRing'), rounded: 'xs' },
  },
  '.part-card__offer': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2',
    mt: 'auto',
  },
  '.part-card__footer': { display: 'flex', alignItems: 'center', gap: '2', px: '4', pb: '4' },

  '.part-identity': { fontSize: 'sm', color: 'fg.muted' },
  '.part-identity[data-size=md]': { fontSize: 'md' },
  '.part-identity__brand': { whiteSpace: 'nowrap' },

  '.part-price': { display: 'flex', flexDirection: 'column', gap: '0.5' },
  '.part-price__line': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1.5' },
  '.part-price__amount': { fontSize: 'lg', fontWeight: 'bold', color: 'gray.900' },
  '.part-price[data-size=lg] .part-price__amount': { fontSize: '2xl' },
  '.part-price__note': { fontSize: 'sm', color: 'fg.muted' },
  '.part-price__retail': { display: 'flex', alignItems: 'center', gap: '2' },

  '.part-badge': badge,
  '.part-badge[data-tone=in-stock]': { bg: 'green.subtle', color: 'green.fg' },
  '.part-badge[data-tone=to-order]': { bg: 'gray.subtle', color: 'gray.fg' },
  '.part-badge[data-tone=discount]': { bg: 'green.solid', color: 'green.contrast' },
  '.part-badge[data-tone=created]': { bg: 'purple.600', color: 'white' },
  '.part-badge[data-tone=updated]': { bg: 'orange.700', color: 'white' },

  '.part-carousel': { position: 'relative', bg: 'white', touchAction: 'pan-y' },
  '.part-carousel__image': { display: 'block', w: 'full', h: 'full', objectFit: 'contain' },
  '.part-carousel__arrow': {
    ...plainButton,
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    w: '8',
    h: '8',
    rounded: 'full',
    bg: 'gray.subtle',
    color: 'gray.fg',
    _hover: { bg: 'gray.muted' },
    _focusVisible: focusRing('gray.focusRing'),
  },
  '.part-carousel__arrow[data-side=previous]': { left: '1' },
  '.part-carousel__arrow[data-side=next]': { right: '1' },
  '.part-carousel__dots': {
    position: 'absolute',
    bottom: '1',
    left: '0',
    w: 'full',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
  },
  '.part-carousel__dot': { w: '1.5', h: '1.5', rounded: 'full', bg: 'gray.300' },
  '.part-carousel__dot[data-current]': { bg: 'brand.500' },
  '.part-carousel__placeholder': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    bg: 'gray.100',
    color: 'gray.600',
    fontSize: 'sm',
  },

  '.part-buy-row': { display: 'flex', alignItems: 'center', gap: '2', w: 'full' },
  // Chakra's 'sm' button: solid in the brand colour (hover darkens, recipes.ts:
  // WCAG AA), or outlined in grey.
  '.catalog-button': {
    ...plainButton,
    flex: '1',
    gap: '2',
    minW: '9',
    h: '9',
    px: '3.5',
    rounded: 'l2',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    _hover: { bg: 'brand.fg' },
    _focusVisible: focusRing('brand.focusRing'),
  },
  '.catalog-button[data-variant=outline]': {
    bg: 'white',
    color: 'gray.fg',
    borderColor: 'border',
    _hover: { bg: 'gray.subtle' },
    _focusVisible: { outlineColor: 'gray.focusRing' },
  },
  '.catalog-button[data-variant=subtle]': {
    bg: 'gray.subtle',
    color: 'gray.fg',
    _hover: { bg: 'gray.muted' },
  },
  '.catalog-button:disabled': disabled,
  // A table row's order cell (PartRowBuy): Chakra's 'xs' and '2xs' buttons, at the cell's end.
  '.part-buy-row[data-size]': { w: 'auto', justifyContent: 'flex-end' },
  '.catalog-button[data-size]': { flex: 'none', gap: '1', fontSize: 'xs', lineHeight: '1rem' },
  '.catalog-button[data-size=xs]': { h: '8', minW: '8', px: '2.5' },
  '.catalog-button[data-size="2xs"]': { h: '6', minW: '6', px: '2' },
  '.part-row-in-cart': { ...icon, color: 'green.fg' },

  // PartQuantityStepper: Chakra's outline icon buttons and input, sizes sm, xs and 2xs.
  '.part-stepper': { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
  '.part-stepper__button': {
    ...plainButton,
    w: '9',
    h: '9',
    rounded: 'l2',
    color: 'gray.fg',
    borderColor: 'border',
    _hover: { bg: 'gray.subtle' },
    _focusVisible: focusRing('gray.focusRing'),
    _disabled: disabled,
  },
  '.part-stepper__input': {
    w: '12',
    h: '9',
    px: '1',
    rounded: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'transparent',
    color: 'fg',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    textAlign: 'center',
    outline: '0',
    _focusVisible: { borderColor: 'gray.focusRing', outline: '1px solid', outlineColor: 'gray.focusRing' },
  },
  '.part-stepper[data-size=xs] .part-stepper__button': { w: '8', h: '8' },
  '.part-stepper[data-size=xs] .part-stepper__input': { w: '10', h: '8', fontSize: 'xs', lineHeight: '1rem' },
  '.part-stepper[data-size="2xs"] .part-stepper__button': { w: '6', h: '6', '& svg': { w: '3.5', h: '3.5' } },
  '.part-stepper[data-size="2xs"] .part-stepper__input': {
    w: '10',
    h: '6',
    fontSize: 'xs',
    lineHeight: '1rem',
  },

  // One line on a desktop, scrolled sideways when the categories are many
  // (issue 29.7: three lines of buttons pushed the parts off the first screen).
  '.catalog-chips': {
    display: 'flex',
    gap: '2',
    flexWrap: { base: 'wrap', md: 'nowrap' },
    overflowX: { md: 'auto' },
    pb: { md: '1' },
    '& > button': { flex: 'none' },
  },
});
