// orders:export — the orders of a period as CSV (for Excel) or XLSX.
import { writeFile } from 'node:fs/promises';
import { DAY_MS, moscowDayStart, output, type Command } from '../command';
import { toCsv, writeXlsx, type XlsxColumn } from '@shop/sheets';
import { UsageError } from '../io';
import { fetchOrders, type AdminOrderRow } from '../orderList';
import { startProgress } from '../progress';
import { formatDateTime } from '../table';
import { statusLabel } from './orders';

const COLUMNS: XlsxColumn[] = [
  { header: 'Номер', width: 16 },
  { header: 'Создан', width: 18 },
  { header: 'Статус', width: 16 },
  { header: 'Клиент', width: 24 },
  { header: 'E-mail', width: 26 },
  { header: 'Телефон', width: 16 },
  { header: 'Компания', width: 24 },
  { header: 'Позиций', width: 9 },
  { header: 'Сумма, ₽', width: 14, numFmt: '#,##0.00' },
];

const common = (o: AdminOrderRow) => [
  o.orderNumber,
  formatDateTime(o.createdAt),
  statusLabel(o.status),
  o.customerName,
  o.customerEmail,
  o.customerPhone,
  o.company ?? '',
  o.itemCount,
];

/** 123456 → "1234,56": exact, and a number to Russian Excel. */
const csvRoubles = (kopecks: number) =>
  `${Math.trunc(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;

export async function writeOrdersFile(file: string, format: 'csv' | 'xlsx', orders: AdminOrderRow[]) {
  if (format === 'csv') {
    const rows = orders.map((o) => [...common(o), csvRoubles(o.totalKopecks)]);
    await writeFile(file, toCsv([COLUMNS.map((c) => c.header), ...rows]));
  } else {
    const rows = orders.map((o) => [...common(o), o.totalKopecks / 100]);
    await writeFile(file, await writeXlsx('Заказы', COLUMNS, rows));
  }
}

export const ordersExport: Command = {
  name: 'orders:export',
  usage: 'orders:export --from ГГГГ-ММ-ДД --to ГГГГ-ММ-ДД --format csv|xlsx [--out файл]',
  description: 'выгрузить заказы за период',
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    out: { type: 'string' },
  },
  run: async (input) => {
    const { from, to, format, out } = input.values as Record<string, string | undefined>;
    if (!from || !to) throw new UsageError('Укажите период: --from и --to');
    if (format !== 'csv' && format !== 'xlsx') throw new UsageError('--format: csv или xlsx');
    const fromMs = moscowDayStart(from, '--from');
    const toMs = moscowDayStart(to, '--to') + DAY_MS;
    if (toMs <= fromMs) throw new UsageError('--to раньше, чем --from');
    const file = out ?? `orders-${from}-${to}.${format}`;
    let progress: ReturnType<typeof startProgress> | undefined;
    const orders = await fetchOrders(await input.client(), { fromMs, toMs }, (seen, total) => {
      progress ??= startProgress(input.io, 'Заказы', total);
      progress.update(seen);
    });
    progress?.finish();
    await writeOrdersFile(file, format, orders);
    output(input, { file, count: orders.length }, () => [`Выгружено заказов: ${orders.length} → ${file}`]);
  },
};
