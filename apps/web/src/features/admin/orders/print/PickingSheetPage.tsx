import '../../texts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { trpc } from '../../../../shared/api/trpc';
import { CALL_TIMEOUT_MS, withTimeout } from '../hooks/adminOrderQueries';
import { reportPreparedToOpener } from '../hooks/pickingSheet';
import { PickingSheet } from './PickingSheet';
import { PICKING_SHEET_CSS } from './pickingSheetCss';

/**
 * /admin/orders/{id}/print, outside the site layout: confirms a 'pending'
 * order first (the opener shows the notice), then prints once.
 */
export function PickingSheetPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().orderId);
  const prepare = trpc.admin.orders.prepareForPrint.useMutation({
    trpc: withTimeout(CALL_TIMEOUT_MS),
    onSuccess: (result) => reportPreparedToOpener(result.order.id, result.confirmed),
  });
  const started = useRef(false);
  const printed = useRef(false);
  const order = prepare.data?.order;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (Number.isInteger(id) && id > 0) prepare.mutate({ id });
  }, [id, prepare]);

  useEffect(() => {
    if (!order || printed.current) return;
    printed.current = true;
    document.title = t('orders.sheet.documentTitle', { number: order.orderNumber });
    // After the sheet has been laid out, or the dialog would print a blank page.
    requestAnimationFrame(() => setTimeout(() => window.print(), 0));
  }, [order, t]);

  const invalid = !(Number.isInteger(id) && id > 0);
  return (
    <>
      <style>{PICKING_SHEET_CSS}</style>
      {order ? (
        <PickingSheet order={order} />
      ) : (
        <p className="ps-state" role={prepare.isError || invalid ? 'alert' : 'status'}>
          {prepare.isError || invalid ? t('orders.printFailed') : t('orders.sheet.loading')}
        </p>
      )}
    </>
  );
}
