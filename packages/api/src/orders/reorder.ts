// 'Повторить заказ' (issue 29.10): an old order's lines at today's prices and
// stock. The server decides both; a line whose part is archived or gone is
// returned as unavailable, for the buyer to be told, never dropped silently.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { SessionUser } from '../auth/lucia';
import { clientTerms } from '../pricing/clientTerms';
import { orderForViewer } from './orderQueries';
import { previewOrder } from './previewOrder';

export async function reorder(db: Kysely<Database>, viewer: SessionUser, orderId: number) {
  const order = await orderForViewer(db, viewer, orderId);
  const { discountPercent } = await clientTerms(db, viewer.id);
  const items = order.items.map((item) => ({ partId: item.partId, quantity: item.quantity }));
  const preview = await previewOrder(db, items, discountPercent);
  const today = new Map(preview.lines.map((line) => [line.partId, line]));
  const lines = order.items.flatMap((item) => {
    const line = today.get(item.partId);
    if (!line) return [];
    return [
      {
        partId: line.partId,
        partNumber: line.partNumber,
        name: line.name,
        quantity: item.quantity,
        stock: line.stock,
        unitPriceKopecks: line.unitPriceKopecks,
        orderedUnitPriceKopecks: item.unitPriceKopecks,
      },
    ];
  });
  const unavailable = order.items
    .filter((item) => !today.has(item.partId))
    .map((item) => ({ partNumber: item.partNumber, name: item.name, quantity: item.quantity }));
  return {
    orderNumber: order.orderNumber,
    lines,
    unavailable,
    totalKopecks: lines.reduce((sum, line) => sum + line.unitPriceKopecks * line.quantity, 0),
  };
}
