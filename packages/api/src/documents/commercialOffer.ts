// A commercial offer from the buyer's cart: today's prices with the client's
// discount (computed here, like every price), the shop's details, the offer's
// validity and the manager's contacts from the shop's settings.
import type { Kysely } from 'kysely';
import { renderDemoPartImage, type Database } from '@shop/db';
import path from 'node:path';
import sharp from 'sharp';
import { renderCommercialOffer, type OfferLine } from '@shop/documents';
import { formatDate, SHOP_TIME_ZONE, t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { RENDITION_WIDTHS } from '../admin/catalog/photoFiles';
import { imagesByPart } from '../catalog/partsRepository';
import { AppError } from '../errors';
import { previewOrder } from '../orders/previewOrder';
import { clientTerms } from '../pricing/clientTerms';
import { readShopSettings } from '../pricing/shopSettings';
import { supplierOf, type PdfFile } from './invoice';

const DAY_MS = 86_400_000;
const DEMO_IMAGE = /^\/media\/demo\/([^/]+)\/([^/]+)\/(\d)\.svg$/;
const UPLOADED_PHOTO = /^\/media\/parts\/([0-9a-f]{32})-\d+\.webp$/;
/** The smallest rendition is plenty for a 40 pt cell (about 4 pixels per point). */
const PHOTO_WIDTH = RENDITION_WIDTHS[0];

/**
 * The part's first picture: drawn as SVG for the demo catalogue, an uploaded
 * photo's smallest rendition as PNG (PDF readers know no WebP); none when the
 * file is missing.
 */
async function pictureOf(url: string | undefined, photoDir: string): Promise<OfferLine['image']> {
  const demo = url ? DEMO_IMAGE.exec(url) : null;
  if (demo) {
    const svg = renderDemoPartImage({
      categoryId: demo[1]!,
      partNumber: decodeURIComponent(demo[2]!),
      n: Number(demo[3]),
    });
    return { svg };
  }
  const photo = url ? UPLOADED_PHOTO.exec(url) : null;
  if (!photo) return null;
  try {
    const file = path.join(photoDir, `${photo[1]}-${PHOTO_WIDTH}.webp`);
    return { png: await sharp(file).png().toBuffer() };
  } catch {
    return null;
  }
}

export async function commercialOfferFor(
  db: Kysely<Database>,
  user: SessionUser,
  items: ReadonlyArray<{ partId: number; quantity: number }>,
  photoDir: string,
  now = new Date(),
): Promise<PdfFile> {
  const settings = await readShopSettings(db);
  const terms = await clientTerms(db, user.id, settings);
  const preview = await previewOrder(db, items, terms.discountPercent);
  if (preview.lines.length === 0) throw new AppError('BAD_REQUEST', t('orders:validation.emptyCart'));
  const images = await imagesByPart(
    db,
    preview.lines.map((line) => line.partId),
  );
  const pictures = await Promise.all(
    preview.lines.map((line) => pictureOf(images.get(line.partId)?.[0], photoDir)),
  );
  const name = `${user.firstName} ${user.lastName}`.trim();
  const content = await renderCommercialOffer({
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
      image: pictures[i]!,
    })),
    totalKopecks: preview.totalKopecks,
  });
  return {
    fileName: t('requisites:documents.offerFile', { date: formatDate(now.toISOString(), SHOP_TIME_ZONE) }),
    content,
  };
}
