export { SheetError } from './sheetError';
export type { SheetRow } from './sheet';
export { decodeText, detectEncoding } from './decode';
export { parseCsv, toCsv, guessSeparator } from './csv';
export { readXlsx, writeXlsx, cellText, type XlsxColumn, type XlsxValue } from './xlsx';
export { readSheet, streamSheet, type ReadLimits } from './readSheet';
export {
  createSheetThread,
  readSheetOffThread,
  streamSheetOffThread,
  SheetReaderUnavailable,
  type RowsHandler,
  type SheetThread,
} from './offThread/sheetThread';
export { findHeader, columnsOfHeader, fieldOfHeader, normaliseHeader, type HeaderAliases } from './headers';
export { readQuantity, readLooseLine } from './lineReading';
export { ORDER_LINE_HEADERS } from './orderLineHeaders';
export {
  orderLinesFromText,
  orderLinesFromSheet,
  ColumnsNotFound,
  type OrderLine,
  type ColumnChoice,
} from './orderLines';
