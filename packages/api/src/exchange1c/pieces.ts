// The files of an exchange, kept as pieces in the shared file store (S3 has
// no append): piece n of file f is `exchange-1c/<exchange>/<f>/<n>`. The
// pieces are numbered under the file's row lock, so two instances appending
// at once take turns, and a piece is counted only once it is stored.
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';

const exchangeFolder = (exchangeId: number) => `exchange-1c/${exchangeId}/`;
const pieceKey = (exchangeId: number, fileId: number, n: number) =>
  `${exchangeFolder(exchangeId)}${fileId}/${String(n).padStart(6, '0')}`;

export interface ExchangeFile {
  id: number;
  exchangeId: number;
  name: string;
  /** Each piece's size in bytes, in order. */
  pieces: number[];
}

const fileColumns = ['id', 'exchange_id', 'name', 'piece_bytes'] as const;
type FileRow = { id: number; exchange_id: number; name: string; piece_bytes: Array<string | number> };
const toFile = (row: FileRow): ExchangeFile => ({
  id: row.id,
  exchangeId: row.exchange_id,
  name: row.name,
  pieces: row.piece_bytes.map(Number),
});

/** Appends `body` to the file `name` of the exchange (made on its first piece). */
export async function appendPiece(
  db: Kysely<Database>,
  store: FileStore,
  exchangeId: number,
  name: string,
  body: Buffer,
): Promise<ExchangeFile> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('exchange_1c_files')
      .values({ exchange_id: exchangeId, name })
      .onConflict((oc) => oc.columns(['exchange_id', 'name']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('exchange_1c_files')
      .select(fileColumns)
      .where('exchange_id', '=', exchangeId)
      .where('name', '=', name)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const file = toFile(row);
    await store.put(pieceKey(exchangeId, file.id, file.pieces.length + 1), body);
    await trx
      .updateTable('exchange_1c_files')
      .set({
        piece_bytes: sql`array_append(piece_bytes, ${body.byteLength}::bigint)`,
        state: 'uploaded',
        reason: null,
        lease_until: null,
      })
      .where('id', '=', file.id)
      .execute();
    return { ...file, pieces: [...file.pieces, body.byteLength] };
  });
}

export async function findFile(db: Kysely<Database>, exchangeId: number, name: string) {
  const row = await db
    .selectFrom('exchange_1c_files')
    .select(fileColumns)
    .where('exchange_id', '=', exchangeId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? toFile(row) : null;
}

/** Every file of an exchange, in the order they were first sent. */
export async function listFiles(db: Kysely<Database>, exchangeId: number): Promise<ExchangeFile[]> {
  const rows = await db
    .selectFrom('exchange_1c_files')
    .select(fileColumns)
    .where('exchange_id', '=', exchangeId)
    .orderBy('id')
    .execute();
  return rows.map(toFile);
}

export const fileSize = (file: ExchangeFile) => file.pieces.reduce((sum, n) => sum + n, 0);

/**
 * The file's bytes from `offset` to its end, piece after piece, each opened
 * only when the reader gets to it (a 100 MB file is never in memory).
 */
export function readFile(store: FileStore, file: ExchangeFile, offset = 0): Readable {
  async function* bytes() {
    let start = 0;
    for (const [i, size] of file.pieces.entries()) {
      const end = start + size;
      if (end > offset && size > 0) {
        const from = Math.max(0, offset - start);
        const opened = await store.open(pieceKey(file.exchangeId, file.id, i + 1), { start: from });
        if (!opened) throw new Error(`piece ${i + 1} of ${file.name} is missing`);
        for await (const chunk of opened.body as AsyncIterable<Buffer>) yield chunk;
      }
      start = end;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** Forgets one file (a zip unpacked again after an interrupted try replaces what it wrote). */
export async function deleteFile(db: Kysely<Database>, store: FileStore, file: ExchangeFile) {
  const keys = await store.list(`${exchangeFolder(file.exchangeId)}${file.id}/`);
  if (keys.length > 0) await store.delete(keys);
  await db.deleteFrom('exchange_1c_files').where('id', '=', file.id).execute();
}

/** Forgets the files of an exchange (init, and exchanges long over), pieces first. */
export async function deleteExchangeFiles(db: Kysely<Database>, store: FileStore, exchangeIds: number[]) {
  for (const exchangeId of exchangeIds) {
    const keys = await store.list(exchangeFolder(exchangeId));
    for (let i = 0; i < keys.length; i += 500) await store.delete(keys.slice(i, i + 500));
  }
  if (exchangeIds.length > 0)
    await db.deleteFrom('exchange_1c_files').where('exchange_id', 'in', exchangeIds).execute();
}
