// 'Повторить заказ' (issue 29.10): the server gives the order's lines at
// today's prices and stock (orders.reorder); they go into the cart in the
// order's order. When nothing needs saying the cart opens at once; otherwise
// a report names what changed and what was left out.
import { formatRoubles } from '@shop/i18n/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { addLinesToCart } from '../../../shared/cart/cartLines';
import { toaster } from '../../../shared/ui/toaster';

export type RepeatResult = RouterOutputs['orders']['reorder'];

/** Whether the buyer must be told something beyond 'added'. */
export const needsReport = (result: RepeatResult) =>
  result.unavailable.length > 0 ||
  result.lines.some(
    (line) => line.unitPriceKopecks !== line.orderedUnitPriceKopecks || line.quantity > line.stock,
  );

export function useRepeatOrder() {
  const { t } = useTranslation('orders');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [report, setReport] = useState<RepeatResult | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const repeat = async (orderId: number) => {
    setPendingId(orderId);
    try {
      const result = await utils.orders.reorder.fetch({ id: orderId }, { staleTime: 0 });
      addLinesToCart(result.lines);
      if (needsReport(result)) return setReport(result);
      toaster.create({
        type: 'success',
        title: t('repeat.added', { count: result.lines.length, total: formatRoubles(result.totalKopecks) }),
      });
      void navigate('/catalog?cart=open');
    } catch (error) {
      toaster.create({ type: 'error', title: t('repeat.failed'), description: (error as Error).message });
    } finally {
      setPendingId(null);
    }
  };
  return { repeat, pendingId, report, closeReport: () => setReport(null) };
}
