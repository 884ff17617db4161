// The quick order's two set-based reads: every key of every line against the
// article index at once, then, for the lines still unmatched, the articles
// starting with their keys. Both go through migration 0008's byte-order index
// with its own operators (~>=~, ~<=~), which the trigram index cannot serve:
// for `=` the planner took the trigram index, which after a bulk load (its
// pending list not yet merged) took 0.1-2.6 s for 10-300 keys instead of 1 ms.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

/**
 * Runs the reads in one transaction planned for many small index probes:
 * without sequential scans (chosen for 10 keys on a guessed row count, 25 ms
 * instead of 0.1 ms) and without JIT, whose compilation of a plan for 1 000
 * probes cost 120-170 ms to save nothing.
 */
export function asProbes<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    return work(trx);
  });
}

export interface MatchedPart {
  id: number;
  part_number: string;
  name: string;
  brand: string;
  price: number;
  availability: number;
  article_key: string;
  image_url: string | null;
}

const columns = sql`p.id, p.part_number, p.name, p.brand, p.price, p.availability, p.article_key,
  (select i.url from part_images i where i.part_id = p.id order by i.position limit 1) as image_url`;

/** Parts whose normalised article is one of `keys`. */
export async function partsWithKeys(db: Kysely<Database>, keys: string[]): Promise<MatchedPart[]> {
  if (keys.length === 0) return [];
  const result = await sql<MatchedPart>`
    select m.* from unnest(${keys}::text[]) as k(key)
    cross join lateral (
      select ${columns} from parts p where p.article_key ~>=~ k.key and p.article_key ~<=~ k.key and p.archived_at is null
    ) m`.execute(db);
  return result.rows;
}

/** Above every character an article key can hold: [key, key + this) is "starts with key". */
const TOP = '\u{10FFFF}';

/** Up to `limit` parts per key whose normalised article starts with it, in article order. */
export async function partsStartingWith(
  db: Kysely<Database>,
  keys: string[],
  limit: number,
): Promise<Array<MatchedPart & { prefix: string }>> {
  if (keys.length === 0) return [];
  const result = await sql<MatchedPart & { prefix: string }>`
    select k.prefix, m.* from unnest(${keys}::text[], ${keys.map((k) => k + TOP)}::text[]) as k(prefix, upper)
    cross join lateral (
      select ${columns} from parts p
      where p.article_key ~>=~ k.prefix and p.article_key ~<~ k.upper and p.archived_at is null
      order by p.article_key using ~<~
      limit ${limit}
    ) m`.execute(db);
  return result.rows;
}
