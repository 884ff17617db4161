// offers.xml (and prices.xml, rests.xml): prices and stock of the parts 1C
// keys, a transaction per batch as the stream is read. One transaction for
// the whole file held every part it touched until its end, so buyers'
// orders for them waited (and took the pool's connections from every other
// request) and could deadlock with it, as the price list's apply did
// (bench:steady). Offers only set values: a file broken part-way keeps what
// its batches before the break set, and 1C, told 'failure', sends it again.
import { sql } from 'kysely';
import { dbNow } from '@shop/db';
import { settleParts } from '../../catalog/settleParts';
import { readShopSettings } from '../../pricing/shopSettings';
import { readFile, type ExchangeFile } from '../pieces';
import { applyOffers, combine, priceReader, type OfferUpdate } from '../apply/offers';
import {
  OFFER_PATH,
  PRICE_TYPE_PATH,
  readOffer,
  readPriceType,
  type OfferRecord,
  type PriceType,
} from '../xml/offersDocument';
import { readXml } from '../xml/reader';
import { assertCommerceMl, BATCH, xmlFailure, type ImportContext } from './context';

export async function importOffers(ctx: ImportContext, file: ExchangeFile): Promise<number> {
  const { db } = ctx;
  const { now } = await sql<{ now: Date }>`select ${dbNow} as now`.execute(db).then((r) => r.rows[0]!);
  const settings = await readShopSettings(db);
  const names = {
    wholesale: settings.exchange1cWholesalePriceType,
    retail: settings.exchange1cRetailPriceType,
  };
  const types: PriceType[] = [];
  let offers: OfferRecord[] = [];
  const characteristics = new Map<string, OfferUpdate>();
  let updated = 0;
  const flush = async () => {
    const read = priceReader(types, names);
    const batch = offers;
    offers = [];
    const updates = batch.filter((o) => !o.characteristic).map(read);
    updated += await db.transaction().execute((trx) => applyOffers(trx, updates, now));
    for (const offer of batch.filter((o) => o.characteristic)) combine(characteristics, read(offer));
  };
  const root = await readXml(
    readFile(ctx.photos.files, file),
    {
      collect: {
        [PRICE_TYPE_PATH]: (node) => {
          const type = readPriceType(node);
          if (type) types.push(type);
        },
        [OFFER_PATH]: (node) => {
          const offer = readOffer(node);
          if (offer) offers.push(offer);
        },
      },
    },
    async () => {
      if (offers.length >= BATCH) await flush();
    },
  ).catch((error: unknown) => {
    throw xmlFailure(file, error);
  });
  assertCommerceMl(file, root);
  await flush();
  await db.transaction().execute(async (trx) => {
    updated += await applyOffers(trx, [...characteristics.values()], now);
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
  });
  await settleParts(db);
  return updated;
}
