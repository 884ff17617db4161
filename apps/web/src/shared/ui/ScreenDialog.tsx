import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fullOnPhonesOnly } from './dialogSizing';

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
