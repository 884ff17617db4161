// orders:list and orders:status — the admin's order list and status changes.
import { t } from '@shop/i18n';
import { orderStatuses } from '@shop/schemas';
import { CliError, UsageError } from '../io';
import { moscowDayStart, output, type Command } from '../command';
import { fetchOrders, type AdminOrderRow } from '../orderList';
import { formatDateTime, renderTable } from '../table';
import { formatRoubles } from '@shop/i18n';

export function statusLabel(status: string): string {
  return (orderStatuses as readonly string[]).includes(status)
    ? t(`orders:statuses.${status as (typeof orderStatuses)[number]}`)
    : status;
}

export function checkStatus(status: string | undefined): string | undefined {
  if (status === undefined || (orderStatuses as readonly string[]).includes(status)) return status;
  throw new UsageError(`Неизвестный статус «${status}». Допустимые: ${orderStatuses.join(', ')}`);
}

export function orderLines(orders: AdminOrderRow[]): string[] {
  return renderTable(orders, [
    { header: 'ID', value: (o) => String(o.id), align: 'right' },
    { header: 'Номер', value: (o) => o.orderNumber },
    { header: 'Создан', value: (o) => formatDateTime(o.createdAt) },
    { header: 'Клиент', value: (o) => o.customerName },
    { header: 'Компания', value: (o) => o.company ?? '' },
    { header: 'Телефон', value: (o) => o.customerPhone },
    { header: 'Позиций', value: (o) => String(o.itemCount), align: 'right' },
    { header: 'Сумма', value: (o) => formatRoubles(o.totalKopecks), align: 'right' },
    { header: 'Статус', value: (o) => statusLabel(o.status) },
  ]);
}

const ordersList: Command = {
  name: 'orders:list',
  usage: 'orders:list [--status <статус>] [--since ГГГГ-ММ-ДД]',
  description: 'список заказов',
  options: { status: { type: 'string' }, since: { type: 'string' } },
  run: async (input) => {
    const status = checkStatus(input.values.status as string | undefined);
    const since = input.values.since as string | undefined;
    const fromMs = since === undefined ? undefined : moscowDayStart(since, '--since');
    const orders = await fetchOrders(await input.client(), { status, fromMs });
    output(input, orders, () => [...orderLines(orders), `Всего: ${orders.length}`]);
  },
};

const ordersStatus: Command = {
  name: 'orders:status',
  usage: 'orders:status <номер заказа> <статус>',
  description: 'изменить статус заказа',
  arity: 2,
  run: async (input) => {
    const [number = '', status = ''] = input.positionals;
    checkStatus(status);
    const client = await input.client();
    const found = await fetchOrders(client, { search: number });
    const order = found.find((o) => o.orderNumber === number || `#${o.id}` === number);
    if (!order) throw new CliError(`Заказ ${number} не найден`);
    const updated = await client.admin.orders.setStatus.mutate({ id: order.id, status: status as never });
    output(input, updated, () => [`Заказ ${updated.orderNumber}: статус «${statusLabel(updated.status)}»`]);
  },
};

export const ordersCommands: Command[] = [ordersList, ordersStatus];
