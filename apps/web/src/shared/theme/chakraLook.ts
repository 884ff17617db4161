// What the theme's plain-element classes (layoutCss.ts, headerCss.ts,
// infoCss.ts, authCss.ts, catalogFrameCss.ts) take from the Chakra components
// they replace, so that each is written once.

/** Chakra's Link recipe, base: an inline flex box, no outline of its own. */
export const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  outline: 'none',
} as const;

/** Chakra's Heading recipe, base (the size is a text style). */
export const headingBase = { fontFamily: 'heading', fontWeight: 'semibold' } as const;

/** Chakra's `srOnly`: read by screen readers, not shown. */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;
