// import.xml in one transaction: groups, then products in batches as the
// stream is read; a full catalogue ("СодержитТолькоИзменения" false) then
// archives the parts from 1C it did not list. A file that breaks anywhere
// (cut off, an unknown group) rolls back whole: it changes nothing.
import { sql } from 'kysely';
import { dbNow } from '@shop/db';
import { t } from '@shop/i18n';
import { settleParts } from '../../catalog/settleParts';
import { ExchangeFailure } from '../failure';
import { readFile, type ExchangeFile } from '../pieces';
import { applyGroups } from '../apply/groups';
import { applyPictures } from '../apply/pictures';
import { applyProducts, type CatalogCounts } from '../apply/products';
import {
  CATALOG_PATH,
  GROUP_PATH,
  PRODUCT_PATH,
  readGroups,
  readProduct,
  type GroupRecord,
  type ProductRecord,
} from '../xml/catalogDocument';
import { readXml } from '../xml/reader';
import { assertCommerceMl, BATCH, xmlFailure, type ImportContext } from './context';

export async function importCatalog(ctx: ImportContext, file: ExchangeFile): Promise<CatalogCounts> {
  const counts: CatalogCounts = { created: 0, updated: 0, archived: 0 };
  await ctx.db.transaction().execute(async (trx) => {
    const { now } = await sql<{ now: Date }>`select ${dbNow} as now`.execute(trx).then((r) => r.rows[0]!);
    const run = { exchangeId: file.exchangeId, now, counts };
    let groups: GroupRecord[] = [];
    let products: ProductRecord[] = [];
    let full = false;
    const flush = async () => {
      await applyGroups(trx, groups, now);
      groups = [];
      if (products.length === 0) return;
      const batch = products;
      products = [];
      const { partIds } = await applyProducts(trx, batch, run);
      const items = batch.flatMap((p) =>
        partIds.has(p.id) ? [{ partId: partIds.get(p.id)!, pictures: p.pictures }] : [],
      );
      await applyPictures(trx, ctx.photos, file.exchangeId, items);
    };
    const root = await readXml(
      readFile(ctx.photos.files, file),
      {
        open: { [CATALOG_PATH]: (attrs) => (full = attrs['СодержитТолькоИзменения'] === 'false') },
        collect: {
          [GROUP_PATH]: (node) => readGroups(node, groups),
          [PRODUCT_PATH]: (node) => {
            const product = readProduct(node);
            if (!product)
              throw new ExchangeFailure(
                t('admin:exchange1c.protocol.noProductId', {
                  product: node.children.find((c) => c.name === 'Наименование')?.text ?? '',
                }),
              );
            products.push(product);
          },
        },
      },
      async () => {
        if (products.length >= BATCH) await flush();
      },
    ).catch((error: unknown) => {
      throw xmlFailure(file, error);
    });
    assertCommerceMl(file, root);
    await flush();
    if (full) {
      const archived = await trx
        .updateTable('parts')
        .set({ archived_at: now, updated_at: now })
        .where('onec_id', 'is not', null)
        .where('archived_at', 'is', null)
        .where((eb) =>
          eb.or([eb('onec_seen_exchange', 'is', null), eb('onec_seen_exchange', '<>', file.exchangeId)]),
        )
        .executeTakeFirst();
      counts.archived += Number(archived.numUpdatedRows);
    }
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
  });
  await settleParts(ctx.db);
  return counts;
}
