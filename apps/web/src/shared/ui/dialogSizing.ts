// Dialogs that fill a phone's screen (size { base: 'full', md: ... }) keep
// Chakra's 'full' min-height of 100dvh, zero margin and square corners on
// desktops too: responsive sizes add the 'md' size's rules without undoing
// those. Spread on Dialog.Content, this sizes the dialog to its content there.
export const fullOnPhonesOnly = {
  minH: { base: '100dvh', md: 'auto' },
  my: { md: '16' },
  borderRadius: { base: '0', md: 'l3' },
} as const;
