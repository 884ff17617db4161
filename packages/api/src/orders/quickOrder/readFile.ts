// orders.quickOrder.readFile: an uploaded CSV or XLSX becomes the list the
// buyer would have pasted (article TAB quantity per line), or, when no header
// names the columns, a preview for the buyer to pick them from.
import type { QuickOrderFileInput } from '@shop/schemas';
import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_UNZIPPED_BYTES,
} from '@shop/schemas/limits';
import {
  ColumnsNotFound,
  orderLinesFromSheet,
  readSheetOffThread,
  SheetError,
  SheetReaderUnavailable,
  type ColumnChoice,
} from '@shop/sheets';
import { AppError } from '../../errors';

export type QuickOrderFile =
  | { kind: 'lines'; text: string; lineCount: number }
  | { kind: 'columns'; preview: string[][]; columnCount: number };

/** Title and header rows above the table do not count against the line limit. */
const ROWS_ABOVE_TABLE = 20;

export async function readQuickOrderFile(
  input: Pick<QuickOrderFileInput, 'content' | 'contentBase64'> & { columns?: ColumnChoice },
): Promise<QuickOrderFile> {
  const bytes = input.content ?? new Uint8Array(Buffer.from(input.contentBase64 ?? '', 'base64'));
  try {
    // On the sheet thread: nothing a file holds can stall the server's other requests.
    const rows = await readSheetOffThread(bytes, {
      maxBytes: QUICK_ORDER_MAX_FILE_BYTES,
      maxRows: QUICK_ORDER_MAX_LINES,
      rowsAbove: ROWS_ABOVE_TABLE,
      maxUnzippedBytes: QUICK_ORDER_MAX_UNZIPPED_BYTES,
    });
    const lines = orderLinesFromSheet(rows, input.columns);
    // A tab keeps an article with spaces or `;` in one piece when the text is read again.
    const text = lines.map((line) => `${line.article}\t${line.quantity}`).join('\n');
    return { kind: 'lines', text, lineCount: lines.length };
  } catch (error) {
    if (error instanceof ColumnsNotFound) {
      return { kind: 'columns', preview: error.preview, columnCount: error.columnCount };
    }
    if (error instanceof SheetError) throw new AppError('BAD_REQUEST', error.message);
    if (error instanceof SheetReaderUnavailable) throw new AppError('UNAVAILABLE', error.message);
    throw error;
  }
}
