// Коммерческое предложение from a cart: the shop's header and contacts, each
// line with its picture and the client's price (the catalogue price crossed
// out where a discount applies), the total, the validity date and the manager.
import { formatDate, SHOP_TIME_ZONE as TZ, t } from '@shop/i18n';
import { money, partyLine, vatText } from './parties';
import { contentWidth, heading, MARGIN, newDocument, pageBottom, rule, toBuffer, type Doc } from './pdf';
import { drawTable, type Cell, type Column } from './table';
import { nameCell, toOrderNote } from './toOrder';
import type { OfferData, OfferLine } from './types';

const d = 'requisites:documents';
const IMAGE = 40;
/**
 * Pictures for this many lines at most; later lines are text rows. Each
 * picture is a file to read and 40 pt of height: a 1 000-line offer stays
 * ~35 pages and its pictures a bounded cost (issue 28.4).
 */
export const MAX_OFFER_PICTURES = 200;

const columns = (): Column[] => [
  // Wide enough for '1000' on one line.
  { header: t(`${d}.columns.n`), width: 26, align: 'center' },
  { header: t(`${d}.columns.image`), width: IMAGE + 8, align: 'center' },
  { header: t(`${d}.columns.article`), width: 80 },
  { header: t(`${d}.columns.name`), width: 166 },
  { header: t(`${d}.columns.quantity`), width: 40, align: 'right' },
  { header: t(`${d}.columns.price`), width: 80, align: 'right' },
  { header: t(`${d}.columns.sum`), width: 75, align: 'right' },
];

/** The picture, an empty frame for a part without one; past MAX_OFFER_PICTURES nothing. */
function imageCell(image: OfferLine['image'], index: number): Cell {
  if (index >= MAX_OFFER_PICTURES) return '';
  return {
    height: IMAGE,
    draw: (doc, x, y) => {
      if (image) doc.image(image.png, x, y, { fit: [IMAGE, IMAGE], align: 'center', valign: 'center' });
      else doc.rect(x, y, IMAGE, IMAGE).lineWidth(0.3).strokeColor('#bbbbbb').stroke().strokeColor('black');
    },
  };
}

/** Says under the table that later lines have no pictures, when there are such lines. */
function picturesNote(doc: Doc, lines: number): void {
  if (lines <= MAX_OFFER_PICTURES) return;
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(9)
    .text(t(`${d}.offerPicturesCapped`, { count: MAX_OFFER_PICTURES }), MARGIN, doc.y, {
      width: contentWidth(doc),
    });
}

/** The client's price; above it the catalogue price, crossed out, when the discount lowered it. */
function priceCell(line: OfferLine): Cell {
  if (line.baseUnitPriceKopecks <= line.unitPriceKopecks) return money(line.unitPriceKopecks);
  return {
    height: 22,
    draw: (doc, x, y, width) => {
      const base = money(line.baseUnitPriceKopecks);
      doc.font('regular').fontSize(7.5).fillColor('#777777');
      doc.text(base, x, y, { width, align: 'right', lineBreak: false });
      const baseWidth = doc.widthOfString(base);
      doc
        .lineWidth(0.6)
        .strokeColor('#777777')
        .moveTo(x + width - baseWidth, y + 4.5)
        .lineTo(x + width, y + 4.5)
        .stroke()
        .strokeColor('black');
      doc.fillColor('black').font('bold').fontSize(8.5);
      doc.text(money(line.unitPriceKopecks), x, y + 10, { width, align: 'right', lineBreak: false });
      doc.font('regular');
    },
  };
}

function header(doc: Doc, data: OfferData): void {
  const s = data.supplier.details;
  doc.font('bold').fontSize(13).text(s.name, MARGIN, MARGIN);
  doc.font('regular').fontSize(8.5).text(partyLine(s));
  doc.text(t(`${d}.contacts`, { phone: data.manager.phone, email: data.manager.email }));
  const lineY = rule(doc, 5);
  doc.y = lineY + 14;
  heading(doc, t(`${d}.offerTitle`, { date: formatDate(data.date, TZ) }), 15);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .text(t(`${d}.offerFor`, { name: data.buyerName }));
  doc.moveDown(0.3).text(t(`${d}.offerIntro`));
  doc.moveDown(0.6);
}

function footer(doc: Doc, data: OfferData): void {
  if (doc.y + 110 > pageBottom(doc)) doc.addPage();
  const right = MARGIN + contentWidth(doc);
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(10.5)
    .text(t(`${d}.total`), right - 330, y, { width: 240, align: 'right' });
  doc.text(money(data.totalKopecks), right - 90, y, { width: 90, align: 'right' });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(vatText(data.totalKopecks, data.supplier.vatRate), right - 330, doc.y, {
      width: 330,
      align: 'right',
    });
  doc.x = MARGIN;
  doc.moveDown(1);
  doc.fontSize(10);
  if (data.discountPercent > 0) doc.text(t(`${d}.offerDiscount`, { percent: data.discountPercent }), MARGIN);
  doc.font('bold').text(t(`${d}.offerValid`, { date: formatDate(data.validUntil, TZ) }), MARGIN);
  doc
    .moveDown(0.5)
    .font('regular')
    .text(t(`${d}.offerManager`, data.manager), MARGIN);
}

export async function renderCommercialOffer(data: OfferData): Promise<Buffer> {
  const doc = newDocument(t(`${d}.offerTitle`, { date: formatDate(data.date, TZ) }));
  header(doc, data);
  drawTable(
    doc,
    columns(),
    data.lines.map((line, i) => [
      String(i + 1),
      imageCell(line.image, i),
      line.partNumber,
      nameCell(line),
      String(line.quantity),
      priceCell(line),
      money(line.lineTotalKopecks),
    ]),
  );
  toOrderNote(doc, data.lines);
  picturesNote(doc, data.lines.length);
  footer(doc, data);
  return toBuffer(doc);
}
