// quick-order — a file of articles and quantities (CSV or XLSX, like the web
// page's upload) answered line by line by the shop's resolver.
import { formatRoubles, t } from '@shop/i18n';
import { QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES } from '@shop/schemas/limits';
import { orderLinesFromSheet, SheetError, type ColumnChoice, type OrderLine } from '@shop/sheets';
import { output, type Command } from '../command';
import type { ShopClient } from '../client';
import { CliError, UsageError } from '../io';
import { readSheet } from '../spreadsheet';
import { renderTable } from '../table';

type Resolved = Awaited<ReturnType<ShopClient['orders']['quickOrder']['resolve']['mutate']>>;
type ResolvedLine = Resolved['lines'][number];

/** "B" or "2" -> column 1 (from 0). */
export function columnOf(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const letter = /^[A-Za-z]$/.test(value) ? value.toUpperCase().charCodeAt(0) - 65 : NaN;
  const column = Number.isNaN(letter) ? Number(value) - 1 : letter;
  if (!Number.isInteger(column) || column < 0 || column > 25) {
    throw new UsageError(`${option}: буква (A…Z) или номер (1…26) столбца`);
  }
  return column;
}

export function statusText(line: ResolvedLine): string {
  const candidates = line.candidates.map((c) => c.partNumber).join(', ');
  // Two characters swapped: a suggestion to check, as the screen says it.
  if (line.match === 'transposed') return `${t('quickOrder:suggestion')} (${candidates})`;
  const label = t(`quickOrder:status.${line.status}`, { count: line.inStock });
  if (line.status === 'ambiguous') return `${label}: ${candidates}`;
  return line.match && line.match !== 'exact' && line.status !== 'corrected'
    ? `${label} (${t('quickOrder:status.corrected').toLowerCase()})`
    : label;
}

function linesOf(rows: Awaited<ReturnType<typeof readSheet>>, choice?: ColumnChoice): OrderLine[] {
  try {
    return orderLinesFromSheet(rows, choice);
  } catch (error) {
    if (error instanceof SheetError) throw new CliError(error.message);
    throw error;
  }
}

export const quickOrder: Command = {
  name: 'quick-order',
  usage: 'quick-order <файл.csv|файл.xlsx> [--article A] [--quantity B]',
  description: 'найти запчасти по списку артикулов с количеством (как «Быстрый заказ»)',
  options: { article: { type: 'string' }, quantity: { type: 'string' } },
  arity: 1,
  run: async (input) => {
    const article = columnOf(input.values.article as string | undefined, '--article');
    const quantity = columnOf(input.values.quantity as string | undefined, '--quantity');
    if (article === undefined && quantity !== undefined) throw new UsageError('--quantity без --article');
    const rows = await readSheet(input.positionals[0] ?? '', {
      maxBytes: QUICK_ORDER_MAX_FILE_BYTES,
      maxRows: QUICK_ORDER_MAX_LINES + 20,
    });
    const lines = linesOf(rows, article === undefined ? undefined : { article, quantity: quantity ?? null });
    const client = await input.client();
    const result = await client.orders.quickOrder.resolve.mutate({
      lines: lines.map((line) => ({ article: line.article, quantity: line.quantity })),
    });
    // The server numbers the lines it was sent; the operator knows the file's rows.
    const fileRows = (line: ResolvedLine) => line.rows.map((i) => lines[i - 1]?.row ?? i);
    const json = { ...result, lines: result.lines.map((line) => ({ ...line, rows: fileRows(line) })) };
    output(input, json, () => [
      ...renderTable(json.lines, [
        { header: 'Строка', value: (l) => l.rows.join(', '), align: 'right' },
        { header: 'В файле', value: (l) => l.input },
        { header: 'Артикул', value: (l) => l.part?.partNumber ?? '' },
        { header: 'Наименование', value: (l) => l.part?.name ?? '' },
        { header: 'Кол-во', value: (l) => String(l.quantity), align: 'right' },
        {
          header: 'Сумма',
          value: (l) => (l.part ? formatRoubles(l.part.priceKopecks * l.quantity) : ''),
          align: 'right',
        },
        { header: 'Статус', value: statusText },
      ]),
      t('quickOrder:totalsShort', { count: result.positions, total: formatRoubles(result.totalKopecks) }),
    ]);
    // A script must notice lines that found no part or need a choice.
    return result.lines.some((l) => l.status === 'not_found' || l.status === 'ambiguous') ? 1 : 0;
  },
};
