// An uploaded price list is kept in the shop's file store from its preview
// until it is applied (and after, for the history's download), so the
// instance that applies it need not be the one that previewed it (issue 30).
import { randomUUID } from 'node:crypto';
import { t } from '@shop/i18n';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../../errors';

/** A new key per upload: a stale preview's file is deleted without asking who else uses it. */
function keyFor(fileName: string): string {
  const extension = /\.(xlsx|xls|csv|txt)$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  return `price-lists/${randomUUID()}.${extension}`;
}

export async function keepPriceList(files: FileStore, fileName: string, bytes: Buffer): Promise<string> {
  const key = keyFor(fileName);
  await files.put(key, bytes);
  return key;
}

/** The file of an import row: from the store, or the bytes of a row from before it. */
export async function keptPriceList(
  files: FileStore,
  row: { file_key: string | null; file_data: Buffer | null },
): Promise<Buffer> {
  const bytes = row.file_key ? await files.get(row.file_key) : row.file_data;
  if (!bytes) throw new AppError('CONFLICT', t('admin:priceImport.fileMissing'));
  return bytes;
}
