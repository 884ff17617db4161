/** One row of a table read from a file or a pasted list. */
export interface SheetRow {
  /** Its row (XLSX) or line (CSV, text) number in the source, from 1. */
  row: number;
  cells: string[];
}
