// A buyer's list of articles and quantities, pasted as text or read from a
// file, as order lines. Blank and header rows are skipped; a row whose
// quantity is unreadable is refused with its number, and nothing of the list
// is used until it is fixed.
import { t } from '@shop/i18n';
import { columnsOfHeader, fieldOfHeader, findHeader, normaliseHeader } from './headers';
import { readLooseLine, splitPastedLine } from './lineReading';
import { ORDER_LINE_HEADERS, type OrderLineField } from './orderLineHeaders';
import type { SheetRow } from './sheet';
import { SheetError } from './sheetError';
import { LineCollector, type OrderLine } from './lineCollector';

export type { OrderLine };

/** Which column holds what, counted from 0; without a quantity column every line is 1. */
export interface ColumnChoice {
  article: number;
  quantity: number | null;
}

/** A table whose columns could not be told: the buyer picks them from this preview. */
export class ColumnsNotFound extends SheetError {
  constructor(
    readonly preview: string[][],
    readonly columnCount: number,
  ) {
    super(t('quickOrder:errors.noColumns'));
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const collapse = (cell: string) => cell.replace(/[\s\u00a0]+/g, ' ').trim();

const FIRST_HEADER_WORDS = new Set(
  Object.values<readonly string[]>(ORDER_LINE_HEADERS).flatMap((names) => names.map((n) => n.split(' ')[0])),
);

/** "Артикул Кол-во", "Part number qty" typed on one line: nothing but header words. */
function isLooseHeader(line: string): boolean {
  const words = normaliseHeader(line.replace(/[;:]/g, ' ')).split(' ');
  // Almost every line starts with an article: settle it on the first word.
  if (!FIRST_HEADER_WORDS.has(words[0]!)) return false;
  for (let i = 0; i < words.length;) {
    // The longest header ("part number", "код товара") starting at this word.
    const length = [3, 2, 1].find(
      (n) => i + n <= words.length && fieldOfHeader(words.slice(i, i + n).join(' '), ORDER_LINE_HEADERS),
    );
    if (length === undefined) return false;
    i += length;
  }
  return true;
}

/** A pasted list: one part per line, cells split by tab, `;` or `,`, or loose text. */
export function orderLinesFromText(source: string): OrderLine[] {
  const collector = new LineCollector();
  let columns: Partial<Record<OrderLineField, number>> | null = null;
  source.split(/\r\n|\n|\r/).forEach((line, index) => {
    const row = index + 1;
    const cells = splitPastedLine(line);
    if (isBlank(cells)) return;
    if (cells.length === 1) {
      if (!isLooseHeader(line)) collector.add(row, line, readLooseLine(line));
      return;
    }
    const header = columnsOfHeader(cells, ORDER_LINE_HEADERS);
    if (header.article !== undefined || header.quantity !== undefined) {
      columns = header.article !== undefined ? header : columns;
      return;
    }
    if (columns?.article !== undefined) {
      const quantityCell = columns.quantity === undefined ? undefined : cells[columns.quantity];
      return collector.addCells(row, cells[columns.article] ?? '', quantityCell, true);
    }
    // No header: the article is the first filled cell, the quantity the last one after it.
    const filled = cells.map((cell, i) => [cell, i] as const).filter(([cell]) => cell.trim() !== '');
    const [first, ...rest] = filled;
    if (rest.length === 0) return collector.add(row, first![0], readLooseLine(first![0]));
    collector.addCells(row, first![0], rest.at(-1)![0], false);
  });
  return collector.result();
}

const PREVIEW_ROWS = 5;
const MAX_COLUMNS = 26;
/** Enough of a cell to tell the column; a file's long cells are never echoed back whole. */
const PREVIEW_CHARS = 60;

/** Rows of an uploaded file; columns come from its header, the caller, or (one column) need none. */
export function orderLinesFromSheet(rows: readonly SheetRow[], choice?: ColumnChoice): OrderLine[] {
  const collector = new LineCollector();
  const header = choice ? null : findHeader<OrderLineField>(rows, ORDER_LINE_HEADERS, ['article']);
  const start = header ? header.index + 1 : 0;
  const columns: ColumnChoice | null =
    choice ??
    (header && {
      article: header.columns.article!,
      quantity: header.columns.quantity ?? null,
    });
  const filled = rows.slice(start).filter((r) => !isBlank(r.cells));
  if (!columns) {
    // One filled cell per row: a bare column of articles.
    const single = filled.map((r) => r.cells.filter((cell) => cell.trim() !== ''));
    if (single.every((cells) => cells.length === 1)) {
      filled.forEach((r, i) => collector.add(r.row, single[i]![0]!, readLooseLine(single[i]![0]!)));
      return collector.result();
    }
    const width = Math.min(MAX_COLUMNS, Math.max(...filled.map((r) => r.cells.length)));
    const preview = filled
      .slice(0, PREVIEW_ROWS)
      .map((r) =>
        Array.from({ length: width }, (_, i) => collapse(r.cells[i] ?? '').slice(0, PREVIEW_CHARS)),
      );
    throw new ColumnsNotFound(preview, width);
  }
  filled.forEach((r, i) => {
    if (fieldOfHeader(r.cells[columns.article] ?? '', ORDER_LINE_HEADERS) === 'article') return;
    const quantityCell = columns.quantity === null ? undefined : r.cells[columns.quantity];
    // Columns the buyer chose: a first row with words where the quantity goes is their header.
    if (choice && i === 0 && quantityCell !== undefined && /^\D+$/.test(quantityCell.trim())) return;
    collector.addCells(r.row, r.cells[columns.article] ?? '', quantityCell, true);
  });
  return collector.result();
}
