// A CSV (or a plain list) row by row: decoded in slices in whichever encoding
// it is (decode.ts), parsed by csv-parse as a stream, each row checked as it
// comes (rowGuard.ts), so a million-line file is refused at the first line
// over the limit instead of after all of it is read.
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { t } from '@shop/i18n';
import { guessSeparator } from './csv';
import { detectEncoding } from './decode';
import { RowGuard, type ReadLimits } from './rowGuard';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';

const SLICE = 64 * 1024;
/** A line may hold a few long cells (a description, the cross numbers), not more. */
const LINE_CELLS = 8;

function* decodedSlices(bytes: Uint8Array): Generator<string> {
  const decoder = iconv.getDecoder(detectEncoding(bytes), { stripBOM: true });
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let start = 0; start < buffer.length; start += SLICE) {
    const text = decoder.write(buffer.subarray(start, start + SLICE));
    // NUL in the text: an image or a program renamed to .csv.
    if (text.includes('\u0000')) throw new SheetError(t('quickOrder:errors.unknownFormat'));
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

function refusalOf(error: CsvError, maxLine: number): SheetError {
  const row = (error as CsvError & { lines?: number }).lines ?? 1;
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new SheetError(
      t('quickOrder:errors.lineTooLong', { row, max: maxLine.toLocaleString('ru-RU') }),
      row,
    );
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? t('quickOrder:errors.csvQuote')
      : t('quickOrder:errors.csvBroken');
  return new SheetError(t('quickOrder:errors.csvRow', { row, reason }), row);
}

export async function* streamCsv(bytes: Uint8Array, limits: ReadLimits): AsyncGenerator<SheetRow> {
  const slices = decodedSlices(bytes);
  const first = slices.next();
  if (first.done) return;
  const guard = new RowGuard(limits);
  const maxLine = guard.maxCellChars * LINE_CELLS;
  const parser = parse({
    delimiter: guessSeparator(first.value),
    relax_column_count: true,
    // A stray quote inside a cell (Свеча "NGK") is a character, not an error.
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: maxLine,
    info: true,
  });
  const source = Readable.from(
    (function* () {
      yield first.value;
      yield* slices;
    })(),
  );
  // pipe() does not pass a source's error on: the refusal of a NUL must reach the reader.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  // info.lines is the line a record ends on; a record starts after the previous one.
  let nextLine = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const row = { row: nextLine, cells: record };
      nextLine = info.lines + 1;
      guard.check(row);
      yield row;
    }
  } catch (error) {
    if (error instanceof CsvError) throw refusalOf(error, maxLine);
    throw error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
