import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

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
    <ConfirmDialog
      open={orderNumber !== null}
      title={t('orders.deleteTitle')}
      confirmLabel={t('orders.delete')}
      cancelLabel={t('orders.cancel')}
      pending={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('orders.deleteConfirm', { number: orderNumber ?? '' })}
    </ConfirmDialog>
  );
}
