// Human output: aligned columns with Russian headers, dates in Russian format.
import { formatDateTime as formatShopDateTime, SHOP_TIME_ZONE } from '@shop/i18n';

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Numbers and money read better aligned to the right. */
  align?: 'right';
}

export function renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string[] {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...cells.map((line) => (line[i] ?? '').length)),
  );
  const pad = (text: string, i: number) =>
    columns[i]?.align === 'right' ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (values: string[]) => values.map(pad).join('  ').trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...cells.map(line)];
}

/** "2026-11-22T09:05:00Z" → "22.11.2026, 12:05" (Moscow time, like the shop's mails). */
export const formatDateTime = (iso: string): string => formatShopDateTime(iso, SHOP_TIME_ZONE);
