import { Alert, Button, CloseButton, Dialog, HStack, Spinner, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/i18n/dates';
import { useAdminOrder } from '../hooks/adminOrderQueries';
import { adminToast } from '../hooks/adminToast';
import { useDeleteOrder, useUpdateOrder } from '../hooks/useOrderMutations';
import { loadFailureOf } from '../model/loadFailure';
import { draftOf, editInputOf, type OrderDraft } from '../model/orderDraft';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { OrderDetailsView } from './OrderDetailsView';
import { OrderEditForm } from './OrderEditForm';
import { ScreenDialog } from '../../../../shared/ui/ScreenDialog';

export interface DialogTarget {
  id: number;
  /** Opened by 'Редактировать' on the order page: start in edit mode. */
  edit: boolean;
}

/** 'Подробнее': the order, its edit mode and its deletion. */
export function OrderDialog({ target, onClose }: { target: DialogTarget | null; onClose: () => void }) {
  return (
    <ScreenDialog open={target !== null} onClose={onClose} size="lg">
      {target && <DialogContent key={target.id} target={target} onClose={onClose} />}
    </ScreenDialog>
  );
}

function DialogContent({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(target.id);
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const data = order.data;
  const failure = order.isError ? loadFailureOf(order.error) : null;
  const failureText =
    failure?.kind === 'notFound' ? t('orders.toasts.notFound') : t('orders.toasts.detailsFailed');

  useEffect(() => {
    if (target.edit && data) setDraft((current) => current ?? draftOf(data));
  }, [target.edit, data]);
  const failedAt = order.isError ? order.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) adminToast('error', t('orders.toasts.error'), failureText, 'admin-order-details');
  }, [failedAt, failureText, t]);

  const [askCancel, setAskCancel] = useState(false);
  const commit = () =>
    draft &&
    update.mutate(editInputOf(target.id, draft), {
      onSuccess: () => setDraft(null),
      onSettled: () => setAskCancel(false),
    });
  // Saving 'Отменен' returns stock and mails the buyer: asked first, like the status selects.
  const save = () =>
    draft?.status === 'cancelled' && data?.status !== 'cancelled' ? setAskCancel(true) : commit();

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
        <Dialog.Title>{t('orders.detail.title', { number: data?.orderNumber ?? '' })}</Dialog.Title>
        {data && (
          <Text fontSize="sm" color="fg.muted">
            {t('orders.detail.created', { date: formatDate(data.createdAt) })}
          </Text>
        )}
      </Dialog.Header>
      <Dialog.Body>
        {order.isPending && <Spinner color="brand.500" />}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failureText}</Alert.Title>
          </Alert.Root>
        )}
        {data && !draft && <OrderDetailsView order={data} />}
        {draft && <OrderEditForm draft={draft} onChange={setDraft} />}
      </Dialog.Body>
      {data && (
        <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
          {draft ? (
            <HStack ms="auto">
              <Button variant="outline" onClick={() => setDraft(null)} disabled={update.isPending}>
                {t('orders.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={update.isPending}
                disabled={draft.items.length === 0}
                onClick={save}
              >
                {t('orders.save')}
              </Button>
            </HStack>
          ) : (
            <>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                <Trash2 size={14} /> {t('orders.delete')}
              </Button>
              <Button colorPalette="brand" onClick={() => setDraft(draftOf(data))}>
                <Pencil size={14} /> {t('orders.edit')}
              </Button>
            </>
          )}
        </Dialog.Footer>
      )}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('orders.detail.close')} />
      </Dialog.CloseTrigger>
      <CancelOrderDialog
        orderNumber={askCancel && data ? data.orderNumber : null}
        pending={update.isPending}
        onConfirm={commit}
        onClose={() => setAskCancel(false)}
      />
      <DeleteOrderDialog
        orderNumber={confirmDelete && data ? data.orderNumber : null}
        deleting={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate({ id: target.id }, { onSuccess: onClose })}
      />
    </>
  );
}
