// The whole catalogue (GET /api/parts-data) is megabytes: it is built once and
// handed out again while the catalogue's version (a sequence that triggers move
// on every change to parts, images or categories, migration 0008) is unchanged.
// A change committed while a build was reading could be missed by it, so a
// snapshot also ages out after SNAPSHOT_MAX_AGE_MS.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { imagesByPart, listAllParts, listCategories } from './partsRepository';
import { discountedPrice } from '../pricing/clientTerms';
import { toPartDto, type PartDto } from './partShape';

export const SNAPSHOT_MAX_AGE_MS = 60_000;

export interface PartsData {
  categories: Array<{ id: string; name: string; description: string | null }>;
  parts: PartDto[];
  lastUpdated: string;
}

interface Snapshot {
  stamp: string;
  builtAt: number;
  data: PartsData;
}

interface State {
  current?: Snapshot;
  /** Concurrent callers that saw the same stamp share one build. */
  building?: { stamp: string; promise: Promise<Snapshot> };
}

/** Per database, so several apps in one process (tests) never share a snapshot. */
const states = new WeakMap<Kysely<Database>, State>();

/** One tiny read: the catalogue's version and the `lastUpdated` the answer carries. */
export async function catalogStamp(db: Kysely<Database>): Promise<{ stamp: string; lastUpdated: Date }> {
  const { rows } = await sql<{ version: string; last_updated: Date }>`
    select (select last_value || ':' || is_called from catalog_version) as version, last_updated
    from catalog_meta where id = 1`.execute(db);
  const lastUpdated = rows[0]?.last_updated ?? new Date(0);
  return { stamp: `${rows[0]?.version}:${lastUpdated.getTime()}`, lastUpdated };
}

async function build(db: Kysely<Database>, stamp: string, lastUpdated: Date, now: number): Promise<Snapshot> {
  const [categories, parts, images] = await Promise.all([
    listCategories(db),
    listAllParts(db),
    imagesByPart(db),
  ]);
  const data: PartsData = {
    categories,
    parts: parts.map((row) => toPartDto(row, images.get(row.id) ?? [])),
    lastUpdated: lastUpdated.toISOString(),
  };
  return { stamp, builtAt: now, data };
}

/**
 * The catalogue as one object. The same object comes back while nothing
 * changed, so callers may cache what they derive from it (its JSON, its gzip).
 */
export async function partsDataSnapshot(db: Kysely<Database>, now = Date.now()): Promise<PartsData> {
  const state = states.get(db) ?? {};
  states.set(db, state);
  const { stamp, lastUpdated } = await catalogStamp(db);
  const current = state.current;
  if (current && current.stamp === stamp && now - current.builtAt < SNAPSHOT_MAX_AGE_MS) return current.data;
  if (state.building?.stamp !== stamp) {
    const promise = build(db, stamp, lastUpdated, now);
    const building = { stamp, promise };
    state.building = building;
    void promise.then(
      (snapshot) => {
        if (state.building === building) state.building = undefined;
        state.current = snapshot;
      },
      () => {
        if (state.building === building) state.building = undefined;
      },
    );
  }
  return (await state.building.promise).data;
}

/** Per snapshot, its copies at each discount: at most 16 (0-15 %), collected with the snapshot. */
const discounted = new WeakMap<PartsData, Map<number, PartsData>>();

/**
 * The catalogue at a buyer's prices. The same object comes back for every
 * buyer with the same discount while the snapshot lasts, so its JSON and
 * compressed forms are still made once.
 */
export async function partsDataAtDiscount(db: Kysely<Database>, percent: number): Promise<PartsData> {
  const base = await partsDataSnapshot(db);
  if (percent === 0) return base;
  let copies = discounted.get(base);
  if (!copies) discounted.set(base, (copies = new Map()));
  let copy = copies.get(percent);
  if (!copy) {
    copy = {
      ...base,
      parts: base.parts.map((part) => ({
        ...part,
        price: discountedPrice(Math.round(part.price * 100), percent) / 100,
      })),
    };
    copies.set(percent, copy);
  }
  return copy;
}
