// offers.xml (and prices.xml, rests.xml) in one transaction: prices and stock
// of the parts 1C keys, in batches as the stream is read.
import { sql } from 'kysely';
import { dbNow } from '@shop/db';
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
  return ctx.db.transaction().execute(async (trx) => {
    const { now } = await sql<{ now: Date }>`select ${dbNow} as now`.execute(trx).then((r) => r.rows[0]!);
    const settings = await readShopSettings(trx);
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
      updated += await applyOffers(trx, batch.filter((o) => !o.characteristic).map(read), now);
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
    updated += await applyOffers(trx, [...characteristics.values()], now);
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
    return updated;
  });
}
