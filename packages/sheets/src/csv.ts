// CSV in and out through csv-parse / csv-stringify. Reading guesses the
// separator (Excel writes `;` in a Russian locale, scripts `,`, some `\t`);
// writing makes the file Russian Excel opens right: `;`, CRLF and a UTF-8 BOM.
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { t } from '@shop/i18n';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator used most on the first line that has any: ties go to `;`. */
export function guessSeparator(source: string): string {
  const line = source.split(/\r\n|\n|\r/).find((l) => SEPARATORS.some((sep) => l.includes(sep))) ?? '';
  const unquoted = line.replace(/"[^"]*"/g, '');
  let best: string = ';';
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const count = unquoted.split(sep).length - 1;
    if (count > bestCount) [best, bestCount] = [sep, count];
  }
  return best;
}

function reasonOf(error: CsvError): string {
  return error.code === 'CSV_QUOTE_NOT_CLOSED'
    ? t('quickOrder:errors.csvQuote')
    : t('quickOrder:errors.csvBroken');
}

/** Rows of cells with the line each row starts on; quoted cells may span lines. */
export function parseCsv(source: string): SheetRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (the types do not follow the option).
    records = parse(source, {
      bom: true,
      delimiter: guessSeparator(source),
      relax_column_count: true,
      // A stray quote inside a cell (Свеча "NGK") is a character, not an error.
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new SheetError(t('quickOrder:errors.csvRow', { row, reason: reasonOf(error) }), row);
  }
  // info.lines is the line a record ends on; a record starts after the previous one.
  let nextLine = 1;
  return records.map(({ record, info }) => {
    const row = { row: nextLine, cells: record };
    nextLine = info.lines + 1;
    return row;
  });
}

type CsvValue = string | number | null | undefined;

/** A leading = + - @ is neutralised so that Excel never runs a cell as a formula. */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      quoted_match: /^\s|\s$/,
      cast: { string: neutralised },
    },
  );
}
