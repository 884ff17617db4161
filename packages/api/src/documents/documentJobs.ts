// What a document job is and how it is drawn: by the request thread in place
// (tests, the CLI) and by the server's documents render thread, which imports
// this file alone (package export '@shop/api/documentJobs'), not the API.
import { renderCommercialOffer, renderInvoice, type InvoiceData, type OfferData } from '@shop/documents';
import { writeXlsx, type XlsxColumn, type XlsxValue } from '@shop/sheets';

/** An Excel file of one sheet: the export of a cart, an order or a saved list. */
export interface XlsxSheet {
  sheetName: string;
  columns: XlsxColumn[];
  rows: XlsxValue[][];
}

export type DocumentJob =
  | { kind: 'invoice'; data: InvoiceData }
  | { kind: 'offer'; data: OfferData }
  | { kind: 'xlsx'; data: XlsxSheet };

/** The lines of the document's table (an Excel export has one row more: its total). */
export const linesOf = (job: DocumentJob): number =>
  job.kind === 'xlsx' ? job.data.rows.length - 1 : job.data.lines.length;

export function renderDocument(job: DocumentJob): Promise<Buffer> {
  if (job.kind === 'invoice') return renderInvoice(job.data);
  if (job.kind === 'offer') return renderCommercialOffer(job.data);
  return writeXlsx(job.data.sheetName, job.data.columns, job.data.rows);
}
