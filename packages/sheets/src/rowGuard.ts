// The limits of one uploaded table, checked row by row as the file is read,
// so that reading stops at the first row that crosses one.
import { t } from '@shop/i18n';
import { SHEET_MAX_CELL_CHARS, SHEET_MAX_COLUMNS } from '@shop/schemas/limits';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';

export interface ReadLimits {
  maxBytes: number;
  /** Filled rows at most, the rows above the table aside. */
  maxRows: number;
  /** Filled rows above the table (titles, the header) that do not count: 0 unless given. */
  rowsAbove?: number;
  /** What an XLSX may unpack to, all its parts together. */
  maxUnzippedBytes?: number;
  maxCellChars?: number;
  maxColumns?: number;
}

export const DEFAULT_UNZIPPED_BYTES = 50 * 1024 * 1024;

const count = (n: number) => n.toLocaleString('ru-RU');

export class RowGuard {
  private filled = 0;
  private readonly maxFilled: number;
  readonly maxCellChars: number;
  private readonly maxColumns: number;

  constructor(private readonly limits: ReadLimits) {
    this.maxFilled = limits.maxRows + (limits.rowsAbove ?? 0);
    this.maxCellChars = limits.maxCellChars ?? SHEET_MAX_CELL_CHARS;
    this.maxColumns = limits.maxColumns ?? SHEET_MAX_COLUMNS;
  }

  /** Throws the Russian refusal of the first limit this row crosses. */
  check(row: SheetRow): void {
    if (row.cells.length > this.maxColumns)
      throw new SheetError(
        t('quickOrder:errors.tooManyColumns', { row: row.row, max: count(this.maxColumns) }),
        row.row,
      );
    let blank = true;
    for (const cell of row.cells) {
      if (cell.length > this.maxCellChars) throw this.cellTooLong(row.row);
      if (blank && cell.trim() !== '') blank = false;
    }
    if (blank) return;
    this.filled += 1;
    if (this.filled > this.maxFilled)
      throw new SheetError(t('quickOrder:errors.tooManyRowsOver', { max: count(this.limits.maxRows) }));
  }

  cellTooLong(row?: number): SheetError {
    const max = count(this.maxCellChars);
    return row === undefined
      ? new SheetError(t('quickOrder:errors.cellTooLongSomewhere', { max }))
      : new SheetError(t('quickOrder:errors.cellTooLong', { row, max }), row);
  }
}
