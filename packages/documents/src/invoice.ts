// Счёт на оплату: the supplier's bank block with the GOST R 56042 payment QR
// code, the parties, the lines, VAT, the total in figures and in words, the
// due date and the signature lines, as Russian accountants expect it.
import { formatDate, SHOP_TIME_ZONE as TZ, t } from '@shop/i18n';
import { amountInWords } from './amountInWords';
import { bankLine, money, partyLine, vatOf, vatText } from './parties';
import { drawPaymentQr, paymentQrPayload } from './paymentQr';
import { contentWidth, heading, MARGIN, newDocument, pageBottom, rule, toBuffer, type Doc } from './pdf';
import { drawTable, type Column } from './table';
import { nameCell, toOrderNote } from './toOrder';
import type { InvoiceData } from './types';

const d = 'requisites:documents';
const QR_SIZE = 118;

/** The payment purpose both the QR code and the bank block carry. */
export function invoicePurpose(data: InvoiceData): string {
  return t(`${d}.purpose`, {
    number: data.number,
    date: formatDate(data.date, TZ),
    vat: vatText(data.totalKopecks, data.supplier.vatRate),
  });
}

export function invoiceQrPayload(data: InvoiceData): string {
  const s = data.supplier.details;
  return paymentQrPayload({
    name: s.name,
    personalAcc: s.account,
    bankName: s.bankName,
    bic: s.bik,
    correspAcc: s.corrAccount,
    payeeInn: s.inn,
    kpp: s.kpp,
    sumKopecks: data.totalKopecks,
    purpose: invoicePurpose(data),
  });
}

/** The classic bank block: bank, БИК, accounts, ИНН/КПП and the payee, in bordered cells. */
function bankBlock(doc: Doc, data: InvoiceData, top: number): number {
  const s = data.supplier.details;
  const [left, mid, right] = [235, 45, 120];
  const x0 = MARGIN;
  const x1 = x0 + left;
  const x2 = x1 + mid;
  const rows = { bank: 40, ids: 16, payee: 40 };
  const y1 = top + rows.bank;
  const y2 = y1 + rows.ids;
  const y3 = y2 + rows.payee;
  doc.lineWidth(0.5);
  doc.rect(x0, top, left + mid + right, y3 - top).stroke();
  doc.moveTo(x1, top).lineTo(x1, y3).moveTo(x2, top).lineTo(x2, y3).stroke();
  doc
    .moveTo(x0, y1)
    .lineTo(x2 + right, y1)
    .stroke();
  doc.moveTo(x0, y2).lineTo(x1, y2).stroke();
  doc
    .moveTo(x1, top + 16)
    .lineTo(x2 + right, top + 16)
    .stroke();
  doc
    .moveTo(x0 + left / 2, y1)
    .lineTo(x0 + left / 2, y2)
    .stroke();
  doc.font('regular').fontSize(8.5);
  doc.text(s.bankName, x0 + 3, top + 3, { width: left - 6 });
  doc.fontSize(7).text(t(`${d}.bankOfPayee`), x0 + 3, y1 - 10);
  doc.fontSize(8.5);
  doc.text(t(`${d}.bik`), x1 + 3, top + 4).text(s.bik, x2 + 3, top + 4);
  doc.text(t(`${d}.accountNo`), x1 + 3, top + 20).text(s.corrAccount, x2 + 3, top + 20);
  doc.text(`${t(`${d}.inn`)} ${s.inn}`, x0 + 3, y1 + 4);
  doc.text(`${t(`${d}.kpp`)} ${s.kpp}`, x0 + left / 2 + 3, y1 + 4);
  doc.text(t(`${d}.accountNo`), x1 + 3, y1 + 4).text(s.account, x2 + 3, y1 + 4);
  doc.text(s.name, x0 + 3, y2 + 3, { width: left - 6 });
  doc.fontSize(7).text(t(`${d}.payee`), x0 + 3, y3 - 10);
  return y3;
}

function header(doc: Doc, data: InvoiceData): void {
  const top = MARGIN;
  const bottom = bankBlock(doc, data, top);
  const qrX = MARGIN + contentWidth(doc) - QR_SIZE;
  drawPaymentQr(doc, invoiceQrPayload(data), qrX, top - 6, QR_SIZE);
  doc.fontSize(6.5).text(t(`${d}.qrHint`), qrX, top + QR_SIZE - 8, { width: QR_SIZE, align: 'center' });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, top + QR_SIZE + 10) + 14;
  heading(doc, t(`${d}.invoiceTitle`, { number: data.number, date: formatDate(data.date, TZ) }), 14);
  const lineY = rule(doc, 3);
  doc.y = lineY + 8;
}

function labelled(doc: Doc, label: string, value: string): void {
  const y = doc.y;
  doc.font('regular').fontSize(9).text(label, MARGIN, y, { width: 105 });
  doc.font('bold').text(value, MARGIN + 110, y, { width: contentWidth(doc) - 110 });
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

function parties(doc: Doc, data: InvoiceData): void {
  const s = data.supplier.details;
  labelled(doc, t(`${d}.supplier`), `${partyLine(s)}, ${bankLine(s)}`);
  labelled(doc, t(`${d}.buyer`), data.buyer ? partyLine(data.buyer) : data.buyerName);
  labelled(
    doc,
    t(`${d}.basis`),
    t(`${d}.basisValue`, { number: data.number, date: formatDate(data.date, TZ) }),
  );
  doc.moveDown(0.3);
}

const columns = (): Column[] => [
  // Wide enough for '1000' on one line.
  { header: t(`${d}.columns.n`), width: 26, align: 'center' },
  { header: t(`${d}.columns.article`), width: 82 },
  { header: t(`${d}.columns.name`), width: 187 },
  { header: t(`${d}.columns.quantity`), width: 40, align: 'right' },
  { header: t(`${d}.columns.unit`), width: 26, align: 'center' },
  { header: t(`${d}.columns.price`), width: 77, align: 'right' },
  { header: t(`${d}.columns.sum`), width: 77, align: 'right' },
];

function totals(doc: Doc, data: InvoiceData): void {
  const rate = data.supplier.vatRate;
  const rows: Array<[string, string]> = [
    [t(`${d}.total`), money(data.totalKopecks)],
    rate === 'none'
      ? [t(`${d}.noVatLabel`), t(`${d}.noVat`)]
      : [t(`${d}.vat`, { rate }), money(vatOf(data.totalKopecks, rate))],
    [t(`${d}.toPay`), money(data.totalKopecks)],
  ];
  const right = MARGIN + contentWidth(doc);
  doc.moveDown(0.4);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(9.5)
      .text(label, right - 330, y, { width: 240, align: 'right' });
    doc.text(value, right - 88, y, { width: 88, align: 'right' });
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

function footer(doc: Doc, data: InvoiceData): void {
  if (doc.y + 150 > pageBottom(doc)) doc.addPage();
  doc.font('regular').fontSize(9.5);
  doc.text(t(`${d}.summary`, { count: data.lines.length, amount: money(data.totalKopecks) }), MARGIN);
  doc.font('bold').text(amountInWords(data.totalKopecks));
  doc.moveDown(0.6);
  if (data.dueDate) doc.font('bold').text(t(`${d}.dueDate`, { date: formatDate(data.dueDate, TZ) }));
  doc
    .font('regular')
    .fontSize(8)
    .text(t(`${d}.paymentNote`));
  const lineY = rule(doc, 6);
  const y = lineY + 28;
  const half = contentWidth(doc) / 2;
  const signature = (x: number, role: string, name: string) => {
    doc.font('bold').fontSize(9.5).text(role, x, y);
    doc
      .lineWidth(0.5)
      .moveTo(x + 75, y + 11)
      .lineTo(x + 170, y + 11)
      .stroke();
    doc.font('regular').text(name, x + 175, y, { width: half - 180 });
  };
  signature(MARGIN, t(`${d}.director`), data.supplier.directorName);
  signature(MARGIN + half, t(`${d}.accountant`), data.supplier.accountantName || data.supplier.directorName);
}

export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const doc = newDocument(t(`${d}.invoiceTitle`, { number: data.number, date: formatDate(data.date, TZ) }));
  header(doc, data);
  parties(doc, data);
  drawTable(
    doc,
    columns(),
    data.lines.map((line, i) => [
      String(i + 1),
      line.partNumber,
      nameCell(line),
      String(line.quantity),
      t(`${d}.unit`),
      money(line.unitPriceKopecks),
      money(line.lineTotalKopecks),
    ]),
  );
  toOrderNote(doc, data.lines);
  totals(doc, data);
  footer(doc, data);
  return toBuffer(doc);
}
