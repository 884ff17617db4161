// An exchange's session: checkauth makes one and gives 1C its cookie; every
// later call finds it by the cookie alone. Only the cookie's hash is stored,
// and it expires by the database's clock (any instance may answer any call).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dbNow, dbTimePlus, type Database, type Exchange1cType } from '@shop/db';

export const EXCHANGE_COOKIE = 'shop_1c_exchange';
/** A large catalogue may take 1C hours to send over a slow line. */
const EXCHANGE_TTL_MS = 24 * 3600_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Exchange1cCredentials {
  login: string;
  password: string;
}

/** Whether an `Authorization: Basic` header names the configured login and password. */
export function basicAuthMatches(header: string | undefined, expected: Exchange1cCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const same = (a: string, b: string) => {
    const x = createHash('sha256').update(a).digest();
    const y = createHash('sha256').update(b).digest();
    return timingSafeEqual(x, y);
  };
  // Both compared, always: the time taken tells nothing about which one was wrong.
  const login = same(decoded.slice(0, colon), expected.login);
  const password = same(decoded.slice(colon + 1), expected.password);
  return login && password;
}

export async function startExchange(db: Kysely<Database>, type: Exchange1cType) {
  const token = randomBytes(24).toString('base64url');
  const row = await db
    .insertInto('exchange_1c_exchanges')
    .values({ token_hash: hashOf(token), type, expires_at: dbTimePlus(EXCHANGE_TTL_MS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export interface ExchangeSession {
  id: number;
  type: Exchange1cType;
}

/** The live exchange the cookie names, or null (none, expired, or a wrong value). */
export async function findExchange(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<ExchangeSession | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('exchange_1c_exchanges')
    .select(['id', 'type'])
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', dbNow)
    .executeTakeFirst();
  return row ?? null;
}

export async function recordFailure(db: Kysely<Database>, exchangeId: number, reason: string) {
  await db.updateTable('exchange_1c_exchanges').set({ error: reason }).where('id', '=', exchangeId).execute();
}

/** Adds to the exchange's counts (each import adds what it did). */
export async function addCounts(
  db: Kysely<Database>,
  exchangeId: number,
  counts: { created?: number; updated?: number; archived?: number; ordersExported?: number },
) {
  await db
    .updateTable('exchange_1c_exchanges')
    .set((eb) => ({
      created: eb('created', '+', counts.created ?? 0),
      updated: eb('updated', '+', counts.updated ?? 0),
      archived: eb('archived', '+', counts.archived ?? 0),
      orders_exported: eb('orders_exported', '+', counts.ordersExported ?? 0),
    }))
    .where('id', '=', exchangeId)
    .execute();
}
