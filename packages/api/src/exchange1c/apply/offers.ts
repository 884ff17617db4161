// Offers change prices and stock only, of the parts with the offer's product
// Ид (an offer's own name renames nothing). The price type named as the
// shop's settings say («Оптовая», «Розничная») sets the buyers' price and the
// retail price. Offers of one product's characteristics (`product#char`) are
// summed for stock and give the lowest price, once the whole file is read.
import { sql, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import type { OfferRecord, PriceType } from '../xml/offersDocument';

export interface PriceTypeNames {
  wholesale: string;
  retail: string;
}

export interface OfferUpdate {
  productId: string;
  price: number | null;
  retail: number | null;
  stock: number | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Picks an offer's wholesale and retail price by the types' names. */
export function priceReader(types: PriceType[], names: PriceTypeNames) {
  const idsNamed = (name: string) =>
    new Set(types.filter((type) => same(type.name, name)).map((type) => type.id));
  const wholesale = idsNamed(names.wholesale);
  const retail = idsNamed(names.retail);
  const first = (offer: OfferRecord, ids: Set<string>) =>
    [...offer.prices].find(([type]) => ids.has(type))?.[1] ?? null;
  return (offer: OfferRecord): OfferUpdate => ({
    productId: offer.productId,
    price: first(offer, wholesale),
    retail: first(offer, retail),
    stock: offer.stock,
  });
}

const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const plus = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

/** Folds a characteristic's offer into its product's. */
export function combine(into: Map<string, OfferUpdate>, update: OfferUpdate): void {
  const earlier = into.get(update.productId);
  if (!earlier) into.set(update.productId, { ...update });
  else
    into.set(update.productId, {
      productId: update.productId,
      price: lower(earlier.price, update.price),
      retail: lower(earlier.retail, update.retail),
      stock: plus(earlier.stock, update.stock),
    });
}

/** Writes the updates; returns how many parts they changed. */
export async function applyOffers(
  trx: Transaction<Database>,
  updates: OfferUpdate[],
  now: Date,
): Promise<number> {
  const rows = [...new Map(updates.map((u) => [u.productId, u])).values()];
  if (rows.length === 0) return 0;
  // Locked in id order first, as an order locks its parts: the update alone
  // locks them in the join's order, and an order holding one it wants next
  // would deadlock with it.
  await sql`select id from parts where onec_id in (select unnest(${rows.map((r) => r.productId)}::text[]))
    order by id for update`.execute(trx);
  const result = await sql<{ id: number }>`
    update parts p set
      price = coalesce(u.price, p.price),
      retail_price = coalesce(u.retail, p.retail_price),
      availability = coalesce(u.stock, p.availability),
      updated_at = ${now}
    from unnest(${rows.map((r) => r.productId)}::text[], ${rows.map((r) => r.price)}::bigint[],
      ${rows.map((r) => r.retail)}::bigint[], ${rows.map((r) => r.stock)}::int[]) as u(onec_id, price, retail, stock)
    where p.onec_id = u.onec_id
      and (p.price, p.retail_price, p.availability) is distinct from
        (coalesce(u.price, p.price), coalesce(u.retail, p.retail_price), coalesce(u.stock, p.availability))
    returning p.id`.execute(trx);
  return result.rows.length;
}
