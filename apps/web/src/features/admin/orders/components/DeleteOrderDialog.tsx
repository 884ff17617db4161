import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface DeleteOrderDialogProps {
  orderNumber: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Удаление заказа': deleting cannot be undone, so it is asked first. */
export function DeleteOrderDialog({ orderNumber, deleting, onConfirm, onClose }: DeleteOrderDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root open={orderNumber !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('orders.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('orders.deleteConfirm', { number: orderNumber ?? '' })}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('orders.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={onConfirm}>
                {t('orders.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
