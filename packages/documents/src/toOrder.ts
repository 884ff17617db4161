// 'Под заказ' on the documents (issue 29.3): a line the shop does not have in
// stock carries a bold mark under its name, and the document says once, under
// the table, what the mark means — a buyer paying in advance sees it.
import { t } from '@shop/i18n';
import { MARGIN, contentWidth, pageBottom, type Doc } from './pdf';
import type { Cell } from './table';
import type { DocumentLine } from './types';

const d = 'requisites:documents';

/** The name column's cell: the name, with the mark under it when units are to be ordered. */
export function nameCell(line: DocumentLine): Cell {
  if (line.toOrderQuantity <= 0) return line.name;
  return { text: line.name, note: t(`${d}.toOrderMark`, { count: line.toOrderQuantity }) };
}

/** The note under the table, when any line is marked. */
export function toOrderNote(doc: Doc, lines: readonly DocumentLine[]): void {
  if (!lines.some((line) => line.toOrderQuantity > 0)) return;
  if (doc.y + 30 > pageBottom(doc)) doc.addPage();
  doc.moveDown(0.4);
  doc
    .font('bold')
    .fontSize(9)
    .text(t(`${d}.toOrderNote`), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font('regular');
  doc.x = MARGIN;
}
