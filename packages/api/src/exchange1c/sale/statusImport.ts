// An orders file from 1C: each `Документ` whose `Номер` is one of the shop's
// orders and whose «Статус заказа» names one of the shop's statuses sets it,
// exactly as an admin's change would (history, stock, the buyer's mail).
// Documents of orders the shop does not know are passed over. One transaction.
import { ORDER_STATUSES, type OrderStatus } from '@shop/db';
import { t } from '@shop/i18n';
import { applyStatusChange } from '../../admin/orders/changeStatus';
import { lockOrder } from '../../admin/orders/orderLock';
import { readFile, type ExchangeFile } from '../pieces';
import { children, child, textAt } from '../xml/nodes';
import { readXml, type XmlNode } from '../xml/reader';
import { ROOT } from '../xml/catalogDocument';
import { assertCommerceMl, xmlFailure, type ImportContext } from '../imports/context';

const statusNamed = (name: string): OrderStatus | undefined =>
  ORDER_STATUSES.find((status) => t(`orders:statuses.${status}`).toLowerCase() === name.trim().toLowerCase());

interface StatusChange {
  orderNumber: string;
  status: OrderStatus;
}

function readStatusChange(node: XmlNode): StatusChange | null {
  const orderNumber = textAt(node, 'Номер');
  const value = children(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').find(
    (r) => textAt(r, 'Наименование') === 'Статус заказа',
  );
  const status = value ? statusNamed(textAt(value, 'Значение') ?? '') : undefined;
  return orderNumber && status ? { orderNumber, status } : null;
}

/** Returns how many orders changed status. */
export async function importOrderStatuses(ctx: ImportContext, file: ExchangeFile): Promise<number> {
  const changes: StatusChange[] = [];
  const collect = (node: XmlNode) => {
    const change = readStatusChange(node);
    if (change) changes.push(change);
  };
  // Documents are small and few: read them all (validating the whole file), then apply.
  const root = await readXml(readFile(ctx.photos.files, file), {
    collect: { [`${ROOT}/Документ`]: collect, [`${ROOT}/Контейнер/Документ`]: collect },
  }).catch((error: unknown) => {
    throw xmlFailure(file, error);
  });
  assertCommerceMl(file, root);
  return ctx.db.transaction().execute(async (trx) => {
    let changed = 0;
    for (const change of changes) {
      const found = await trx
        .selectFrom('orders')
        .select('id')
        .where('order_number', '=', change.orderNumber)
        .executeTakeFirst();
      if (!found) continue;
      const order = await lockOrder(trx, found.id);
      if (await applyStatusChange(trx, order, change.status, null, ctx.config)) changed += 1;
    }
    return changed;
  });
}
