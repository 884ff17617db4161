// orders.documents.exportXlsx: a cart, an order or a saved list as an Excel file with
// the columns the quick order's upload finds by their headers, so a file
// downloaded here can be uploaded again as it is.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { ExportXlsxInput } from '@shop/schemas';
import type { XlsxColumn, XlsxValue } from '@shop/sheets';
import type { SessionUser } from '../../auth/lucia';
import type { DocumentDesk } from '../../documents/documentDesk';
import { AppError } from '../../errors';
import { itemsOfLists, listOfUser } from '../../savedLists/repository';
import { clientTerms, discountedPrice } from '../../pricing/clientTerms';
import { previewOrder } from '../previewOrder';
import { orderForViewer } from '../orderQueries';

interface ExportLine {
  partNumber: string;
  name: string;
  quantity: number;
  unitPriceKopecks: number;
}

const MONEY = '#,##0.00';

const columns = (): XlsxColumn[] => [
  { header: t('quickOrder:sheet.article'), width: 22 },
  { header: t('quickOrder:sheet.name'), width: 48 },
  { header: t('quickOrder:sheet.quantity'), width: 12 },
  { header: t('quickOrder:sheet.unitPrice'), width: 14, numFmt: MONEY },
  { header: t('quickOrder:sheet.lineTotal'), width: 16, numFmt: MONEY },
];

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
/** File names: nothing a file system or a header refuses. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const fileName = (title: string) => `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').trim()}.xlsx`;

/** Written on the documents' desk, like the PDFs: a 1 000-line workbook is a few hundred ms of exceljs. */
export async function workbookOf(title: string, lines: readonly ExportLine[], desk: DocumentDesk) {
  const totalKopecks = lines.reduce((sum, line) => sum + line.unitPriceKopecks * line.quantity, 0);
  const rows: XlsxValue[][] = lines.map((line) => [
    line.partNumber,
    line.name,
    line.quantity,
    line.unitPriceKopecks / 100,
    (line.unitPriceKopecks * line.quantity) / 100,
  ]);
  // The total row has no article: the upload skips it.
  rows.push([null, t('quickOrder:sheet.total'), null, null, totalKopecks / 100]);
  const file = await desk.render({
    kind: 'xlsx',
    data: { sheetName: sheetName(title), columns: columns(), rows },
  });
  return { fileName: fileName(title), contentBase64: file.toString('base64') };
}

async function linesOf(db: Kysely<Database>, user: SessionUser, input: ExportXlsxInput) {
  if (input.source === 'cart') {
    const { lines } = await previewOrder(db, input.items, (await clientTerms(db, user.id)).discountPercent);
    // In the cart's order, not the preview's (by part id).
    const position = new Map(input.items.map((item, i) => [item.partId, i]).reverse() as [number, number][]);
    lines.sort((a, b) => position.get(a.partId)! - position.get(b.partId)!);
    return { title: t('quickOrder:sheet.cartName'), lines };
  }
  if (input.source === 'order') {
    const order = await orderForViewer(db, user, input.id);
    return { title: `${t('quickOrder:sheet.orderName')} ${order.orderNumber}`, lines: order.items };
  }
  const list = await listOfUser(db, user.id, input.id);
  if (!list) throw new AppError('NOT_FOUND', t('savedLists:notFound'));
  const items = await itemsOfLists(db, [list.id]);
  const { discountPercent } = await clientTerms(db, user.id);
  const lines = items.map((item) => ({
    partNumber: item.part_number,
    name: item.name,
    quantity: item.quantity,
    unitPriceKopecks: discountedPrice(item.price, discountPercent),
  }));
  return { title: `${t('quickOrder:sheet.savedListName')} ${list.name}`, lines };
}

export async function exportXlsx(
  db: Kysely<Database>,
  user: SessionUser,
  input: ExportXlsxInput,
  desk: DocumentDesk,
) {
  const { title, lines } = await linesOf(db, user, input);
  return workbookOf(title, lines, desk);
}
