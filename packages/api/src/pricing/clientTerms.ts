// What a buyer pays: the catalogue price less the client's discount. The
// discount is the admin's fixed percent on the user, or (when none is set)
// the highest turnover tier the buyer's orders of the last 30 days reach.
// Every price path (catalogue, cart preview, quick order, saved lists, order
// capture, documents) goes through here; the browser never computes it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import type { ShopSettings } from '@shop/schemas';
import { companyOfUser } from '../company/membership';
import { parseShopSettings, readShopSettings } from './shopSettings';

type Db = Kysely<Database> | Transaction<Database>;

export interface ClientTerms {
  discountPercent: number;
  paymentDelayDays: number;
}

export const NO_DISCOUNT: ClientTerms = { discountPercent: 0, paymentDelayDays: 0 };

/** A unit price after a discount, rounded to the nearest kopeck (integers only). */
export function discountedPrice(kopecks: number, percent: number): number {
  if (percent === 0) return kopecks;
  return Math.floor((kopecks * (100 - percent) + 50) / 100);
}

export const TURNOVER_DAYS = 30;

async function turnoverKopecks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(total_price), 0)`.as('sum'))
    // Issue 34: the company's turnover, as its terms are the company's.
    .where('company_id', '=', companyOfUser(userId))
    .where('status', '!=', 'cancelled')
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${TURNOVER_DAYS})`)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export function tierPercent(tiers: ShopSettings['discountTiers'], turnover: number): number {
  return tiers.reduce(
    (best, tier) => (turnover >= tier.fromKopecks ? Math.max(best, tier.percent) : best),
    0,
  );
}

/** The buyer's discount and deferred payment now; a missing user pays list prices. */
export async function clientTerms(db: Db, userId: number, settings?: ShopSettings): Promise<ClientTerms> {
  const user = await db
    .selectFrom('users')
    .select(['discount_percent', 'payment_delay_days'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return NO_DISCOUNT;
  return termsOfUser(db, userId, user, async () => (settings ?? (await readShopSettings(db))).discountTiers);
}

/**
 * The shop's settings and the buyer's terms in one statement (placing an
 * order needs both: one round trip less on every order, issue 21).
 */
export async function settingsAndTerms(
  db: Db,
  userId: number,
): Promise<{ settings: ShopSettings; terms: ClientTerms }> {
  const row = await db
    .selectFrom('shop_settings as s')
    .leftJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select(['s.value', 'u.id as user_id', 'u.discount_percent', 'u.payment_delay_days'])
    .where('s.id', '=', 1)
    .executeTakeFirstOrThrow();
  const settings = parseShopSettings(row.value);
  const terms =
    row.user_id === null || row.payment_delay_days === null
      ? NO_DISCOUNT
      : await termsOfUser(
          db,
          userId,
          { discount_percent: row.discount_percent, payment_delay_days: row.payment_delay_days },
          async () => settings.discountTiers,
        );
  return { settings, terms };
}

/** The admin's fixed percent, or else the best turnover tier reached. */
async function termsOfUser(
  db: Db,
  userId: number,
  user: { discount_percent: number | null; payment_delay_days: number },
  discountTiers: () => Promise<ShopSettings['discountTiers']>,
): Promise<ClientTerms> {
  if (user.discount_percent !== null) {
    return { discountPercent: user.discount_percent, paymentDelayDays: user.payment_delay_days };
  }
  const tiers = await discountTiers();
  const discountPercent = tiers.length === 0 ? 0 : tierPercent(tiers, await turnoverKopecks(db, userId));
  return { discountPercent, paymentDelayDays: user.payment_delay_days };
}
