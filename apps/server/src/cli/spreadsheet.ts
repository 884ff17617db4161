// Reading a table (CSV or XLSX) from a file the operator names, with the
// shop's one parser (@shop/sheets); its Russian refusals become CLI errors.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readSheet as readSheetBytes, SheetError, type ReadLimits, type SheetRow } from '@shop/sheets';
import { CliError, UsageError } from './io';

/** A price list may be large; the quick order passes its own, smaller limits. */
const PRICE_LIST_LIMITS: ReadLimits = { maxBytes: 50 * 1024 * 1024, maxRows: 200_000 };

export async function readSheet(file: string, limits: ReadLimits = PRICE_LIST_LIMITS): Promise<SheetRow[]> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx') throw new UsageError('Файл должен быть .csv или .xlsx');
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new CliError(`Не удалось прочитать файл ${file}: ${(error as Error).message}`);
  }
  try {
    return await readSheetBytes(new Uint8Array(bytes), limits);
  } catch (error) {
    if (error instanceof SheetError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
}
