// A commercial offer from the buyer's cart: today's prices with the client's
// discount (computed here, like every price), the shop's details, the offer's
// validity and the manager's contacts from the shop's settings.
import type { Kysely } from 'kysely';
import { renderDemoPartImage, type Database } from '@shop/db';
import { renderCommercialOffer } from '@shop/documents';
import { formatDate, t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { imagesByPart } from '../catalog/partsRepository';
import { AppError } from '../errors';
import { previewOrder } from '../orders/previewOrder';
import { clientTerms } from '../pricing/clientTerms';
import { readShopSettings } from '../pricing/shopSettings';
import { supplierOf, type PdfFile } from './invoice';

const DAY_MS = 86_400_000;
const DEMO_IMAGE = /^\/media\/demo\/([^/]+)\/([^/]+)\/(\d)\.svg$/;

/** The part's first picture as SVG when the server draws it (the demo catalogue); else none. */
function svgOf(url: string | undefined): string | null {
  const match = url ? DEMO_IMAGE.exec(url) : null;
  if (!match) return null;
  return renderDemoPartImage({
    categoryId: match[1]!,
    partNumber: decodeURIComponent(match[2]!),
    n: Number(match[3]),
  });
}

export async function commercialOfferFor(
  db: Kysely<Database>,
  user: SessionUser,
  items: ReadonlyArray<{ partId: number; quantity: number }>,
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
  const name = `${user.firstName} ${user.lastName}`.trim();
  const content = await renderCommercialOffer({
    date: now.toISOString(),
    validUntil: new Date(now.getTime() + settings.offerValidityDays * DAY_MS).toISOString(),
    supplier: supplierOf(settings),
    buyerName: user.company ? `${user.company} (${name})` : name,
    discountPercent: terms.discountPercent,
    manager: { name: settings.managerName, phone: settings.managerPhone, email: settings.managerEmail },
    lines: preview.lines.map((line) => ({
      partNumber: line.partNumber,
      name: line.name,
      quantity: line.quantity,
      unitPriceKopecks: line.unitPriceKopecks,
      baseUnitPriceKopecks: line.baseUnitPriceKopecks,
      lineTotalKopecks: line.lineTotalKopecks,
      imageSvg: svgOf(images.get(line.partId)?.[0]),
    })),
    totalKopecks: preview.totalKopecks,
  });
  return {
    fileName: t('requisites:documents.offerFile', { date: formatDate(now.toISOString(), 'Europe/Moscow') }),
    content,
  };
}
