import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Dialogs that fill a phone's screen (size { base: 'full', md: ... }) keep
// Chakra's 'full' min-height of 100dvh, zero margin and square corners on
// desktops too: responsive sizes add the 'md' size's rules without undoing
// those. Spread on Dialog.Content, this sizes the dialog to its content there.
const fullOnPhonesOnly = {
  minH: { base: '100dvh', md: 'auto' },
  my: { md: '16' },
  borderRadius: { base: '0', md: 'l3' },
} as const;

export interface ScreenDialogProps extends Pick<
  Dialog.RootProps,
  'closeOnEscape' | 'closeOnInteractOutside'
> {
  open: boolean;
  onClose: () => void;
  /** The width from tablets up; on phones the dialog fills the screen. */
  size: 'lg' | 'xl';
  /** Dialog.Header, Dialog.Body, Dialog.Footer. */
  children: ReactNode;
}

/** A dialog that fills a phone's screen and scrolls inside: part details, orders, checkout, lists. */
export function ScreenDialog({ open, onClose, size, children, ...rootProps }: ScreenDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...fullOnPhonesOnly}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
