import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

interface CancelOrderDialogProps {
  /** The order being cancelled; null: the dialog is closed. */
  orderNumber: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Issue 29.6: cancelling returns the reserved stock and mails the buyer, so it is asked first. */
export function CancelOrderDialog({ orderNumber, pending, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={orderNumber !== null}
      title={t('orders.cancelOrder.title')}
      confirmLabel={t('orders.cancelOrder.confirm')}
      cancelLabel={t('orders.cancelOrder.keep')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('orders.cancelOrder.text', { number: orderNumber ?? '' })}
    </ConfirmDialog>
  );
}
