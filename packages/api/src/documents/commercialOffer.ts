// A commercial offer from the buyer's cart: today's prices with the client's
// discount (computed here, like every price), the shop's details, the offer's
// validity and the manager's contacts from the shop's settings.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import type { OfferData } from '@shop/documents';
import { formatDate, SHOP_TIME_ZONE, t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { imagesByPart } from '../catalog/partsRepository';
import { AppError } from '../errors';
import { previewOrder } from '../orders/previewOrder';
import { clientTerms } from '../pricing/clientTerms';
import { readShopSettings } from '../pricing/shopSettings';
import { MAX_OFFER_PICTURES, type DocumentDesk } from './documentDesk';
import { supplierOf, type PdfFile } from './invoice';
import { offerPicture } from './offerPictures';

const DAY_MS = 86_400_000;

/** The first picture of each of the first MAX_OFFER_PICTURES lines (later lines show none). */
async function picturesOf(db: Kysely<Database>, partIds: number[], files: FileStore) {
  const shown = partIds.slice(0, MAX_OFFER_PICTURES);
  const images = await imagesByPart(db, shown);
  const pngs = await Promise.all(shown.map((id) => offerPicture(images.get(id)?.[0], files)));
  return (i: number) => (pngs[i] ? { png: pngs[i] } : null);
}

export async function commercialOfferFor(
  db: Kysely<Database>,
  user: SessionUser,
  items: ReadonlyArray<{ partId: number; quantity: number }>,
  files: FileStore,
  desk: DocumentDesk,
  now = new Date(),
): Promise<PdfFile> {
  const settings = await readShopSettings(db);
  const terms = await clientTerms(db, user.id, settings);
  const preview = await previewOrder(db, items, terms.discountPercent);
  if (preview.lines.length === 0) throw new AppError('BAD_REQUEST', t('orders:validation.emptyCart'));
  const pictureOf = await picturesOf(
    db,
    preview.lines.map((line) => line.partId),
    files,
  );
  const name = `${user.firstName} ${user.lastName}`.trim();
  const data: OfferData = {
    date: now.toISOString(),
    validUntil: new Date(now.getTime() + settings.offerValidityDays * DAY_MS).toISOString(),
    supplier: supplierOf(settings),
    buyerName: user.company ? `${user.company} (${name})` : name,
    discountPercent: terms.discountPercent,
    manager: { name: settings.managerName, phone: settings.managerPhone, email: settings.managerEmail },
    lines: preview.lines.map((line, i) => ({
      partNumber: line.partNumber,
      name: line.name,
      quantity: line.quantity,
      unitPriceKopecks: line.unitPriceKopecks,
      baseUnitPriceKopecks: line.baseUnitPriceKopecks,
      lineTotalKopecks: line.lineTotalKopecks,
      toOrderQuantity: line.toOrder,
      image: pictureOf(i),
    })),
    totalKopecks: preview.totalKopecks,
  };
  const content = await desk.render({ kind: 'offer', data });
  return {
    fileName: t('requisites:documents.offerFile', { date: formatDate(now.toISOString(), SHOP_TIME_ZONE) }),
    content,
  };
}
