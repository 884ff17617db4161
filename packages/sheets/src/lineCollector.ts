// Collects the lines of a list row by row, and the rows it must refuse; the
// list is used only when no row was refused.
import { t } from '@shop/i18n';
import { MAX_LINE_QUANTITY, QUICK_ORDER_MAX_LINES } from '@shop/schemas/limits';
import { readQuantity, type LineReading } from './lineReading';
import { SheetError } from './sheetError';

export interface OrderLine {
  /** Line of the text or row of the file, from 1. */
  row: number;
  /** What the row held, as the buyer would retype it. */
  input: string;
  article: string;
  quantity: number;
  /** The whole line as one article with quantity 1, tried when `article` finds nothing. */
  wholeLine?: string;
}

const collapse = (cell: string) => cell.replace(/[\s\u00a0]+/g, ' ').trim();

export class LineCollector {
  readonly lines: OrderLine[] = [];
  private readonly errors: string[] = [];

  add(row: number, input: string, reading: LineReading): void {
    if (reading.badQuantity !== undefined) {
      this.refuse(row, reading.badQuantity);
      return;
    }
    this.lines.push({ row, input: collapse(input), ...reading });
  }

  /** A row whose article is in `cells[article]` and quantity in `cells[quantity]`. */
  addCells(row: number, articleCell: string, quantityCell: string | undefined, strict: boolean): void {
    const article = collapse(articleCell);
    if (article === '') return;
    const raw = collapse(quantityCell ?? '');
    const reading = readQuantity(raw);
    if (reading.kind === 'bad' && (strict || /\d/.test(raw))) return this.refuse(row, raw);
    const quantity = reading.kind === 'ok' ? reading.quantity : 1;
    this.lines.push({ row, input: reading.kind === 'ok' ? `${article} ${raw}` : article, article, quantity });
  }

  private refuse(row: number, raw: string): void {
    this.errors.push(t('quickOrder:errors.badQuantity', { row, raw, max: MAX_LINE_QUANTITY }));
  }

  /** The lines, or the first error with the count of rows refused. */
  result(): OrderLine[] {
    const [first] = this.errors;
    if (first !== undefined) {
      const count = this.errors.length;
      throw new SheetError(count > 1 ? t('quickOrder:errors.moreErrors', { message: first, count }) : first);
    }
    if (this.lines.length === 0) throw new SheetError(t('quickOrder:errors.empty'));
    if (this.lines.length > QUICK_ORDER_MAX_LINES) {
      throw new SheetError(
        t('quickOrder:errors.tooManyLines', { count: this.lines.length, max: QUICK_ORDER_MAX_LINES }),
      );
    }
    return this.lines;
  }
}
