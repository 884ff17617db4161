// The first worksheet of an XLSX, row by row, through exceljs' streaming
// WorkbookReader: the parts it needs are opened from the zip in the order it
// needs them (relations, workbook, shared strings, then the one sheet), so no
// sheet is parked in a temporary file, and each part unpacks through the guard.
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { t } from '@shop/i18n';
import { cellText } from './xlsx';
import { DEFAULT_UNZIPPED_BYTES, RowGuard, type ReadLimits } from './rowGuard';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';
import { guardedText, type UnzipBudget } from './unzipGuard';

/** The part of unzipper (exceljs' own zip reader) used here: a zip in memory, its entries by name. */
interface ZipEntry {
  path: string;
  type: 'File' | 'Directory';
  stream(): Readable;
}
const unzipper = createRequire(import.meta.url)('unzipper') as {
  Open: { buffer(bytes: Buffer): Promise<{ files: ZipEntry[] }> };
};

/** WorkbookReader's parts as its own `parse` uses them (not in exceljs' types). */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(text: AsyncIterable<string>, sheetNo: string): Iterable<{ value: SheetReader }>;
}
type SheetReader = AsyncIterable<ExcelJS.Row>;

/** An escaped cell may be up to six characters a letter (&#x4E2D;), and the markup around it. */
const RUN_PER_CHAR = 6;

async function openZip(bytes: Uint8Array): Promise<Map<string, ZipEntry>> {
  try {
    const zip = await unzipper.Open.buffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return new Map(zip.files.filter((f) => f.type === 'File').map((f) => [f.path.replace(/^\//, ''), f]));
  } catch {
    throw new SheetError(t('quickOrder:errors.brokenXlsx'));
  }
}

/** The part holding the workbook's first sheet: by its relation, else the lowest sheetN.xml. */
function firstSheetPath(reader: ReaderParts, parts: Map<string, ZipEntry>): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (parts.has(path)) return path;
  }
  return [...parts.keys()]
    .filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
}

function rowOf(row: ExcelJS.Row): SheetRow {
  const values = row.values as ExcelJS.CellValue[]; // index 0 is unused by exceljs
  return { row: row.number, cells: Array.from(values.slice(1), cellText) };
}

export async function* streamXlsx(bytes: Uint8Array, limits: ReadLimits): AsyncGenerator<SheetRow> {
  const parts = await openZip(bytes);
  const guard = new RowGuard(limits);
  const maxBytes = limits.maxUnzippedBytes ?? DEFAULT_UNZIPPED_BYTES;
  const budget: UnzipBudget = {
    left: maxBytes,
    maxBytes,
    maxRun: guard.maxCellChars * RUN_PER_CHAR + 1024,
    runTooLong: () => guard.cellTooLong(),
  };
  const text = (path: string) => guardedText(parts.get(path)!.stream(), budget);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as ReaderParts;
  try {
    if (parts.has('xl/_rels/workbook.xml.rels'))
      await reader._parseRels(Readable.from(text('xl/_rels/workbook.xml.rels')));
    if (parts.has('xl/workbook.xml')) await reader._parseWorkbook(Readable.from(text('xl/workbook.xml')));
    if (parts.has('xl/sharedStrings.xml'))
      for await (const _ of reader._parseSharedStrings(Readable.from(text('xl/sharedStrings.xml'))));
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(t('quickOrder:errors.brokenXlsx'));
  }
  const sheetPath = firstSheetPath(reader, parts);
  if (!sheetPath) throw new SheetError(t('quickOrder:errors.noSheets'));
  const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
  const [emitted] = [...reader._parseWorksheet(text(sheetPath), sheetNo)];
  if (!emitted) throw new SheetError(t('quickOrder:errors.noSheets'));
  yield* sheetRows(emitted.value, guard);
}

async function* sheetRows(sheet: SheetReader, guard: RowGuard): AsyncGenerator<SheetRow> {
  const iterator = sheet[Symbol.asyncIterator]();
  try {
    yield* rowsOf(iterator, guard);
  } finally {
    // Reading stopped early: end the parser and the unzip beneath it.
    await iterator.return?.(undefined);
  }
}

async function* rowsOf(iterator: AsyncIterator<ExcelJS.Row>, guard: RowGuard): AsyncGenerator<SheetRow> {
  for (;;) {
    let next: IteratorResult<ExcelJS.Row>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (error instanceof SheetError) throw error;
      throw new SheetError(t('quickOrder:errors.brokenXlsx'));
    }
    if (next.done) return;
    const row = rowOf(next.value);
    guard.check(row);
    yield row;
  }
}
