// A bordered table that wraps long names and continues on the next page
// with its header repeated: invoices of hundreds of lines stay readable.
import { MARGIN, pageBottom, type Doc } from './pdf';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A text with a short bold note under it (a line's 'под заказ' mark). */
export interface NotedText {
  text: string;
  note: string;
}

/** A cell: text, a text with a note, or something drawn into the cell's box (an image). */
export type Cell =
  string | NotedText | { draw: (doc: Doc, x: number, y: number, width: number) => void; height: number };

const PAD = 3;
const FONT_SIZE = 8.5;

/** Most cells fit one line: measuring their width is far cheaper than laying out the text. */
const fitsOneLine = (doc: Doc, text: string, width: number) => doc.widthOfString(text) <= width - 2 * PAD;

function textHeight(doc: Doc, text: string, width: number): number {
  if (fitsOneLine(doc, text, width)) return doc.currentLineHeight(true);
  return doc.heightOfString(text, { width: width - 2 * PAD });
}

function cellHeight(doc: Doc, cell: Cell, width: number): number {
  if (typeof cell === 'string') return textHeight(doc, cell, width) + 2 * PAD;
  if ('note' in cell) {
    const text = textHeight(doc, cell.text, width);
    doc.font('bold');
    const note = textHeight(doc, cell.note, width);
    doc.font('regular');
    return text + note + 2 * PAD;
  }
  return cell.height + 2 * PAD;
}

function drawText(doc: Doc, text: string, x: number, y: number, column: Column): void {
  doc.text(text, x + PAD, y + PAD, {
    width: column.width - 2 * PAD,
    align: column.align ?? 'left',
    lineBreak: !fitsOneLine(doc, text, column.width),
  });
}

/** The text, then its note in bold right below it. */
function drawNoted(doc: Doc, cell: NotedText, x: number, y: number, column: Column, font: string): void {
  drawText(doc, cell.text, x, y, column);
  const below = y + textHeight(doc, cell.text, column.width);
  doc.font('bold');
  drawText(doc, cell.note, x, below, column);
  doc.font(font);
}

function drawRow(doc: Doc, columns: Column[], cells: Cell[], y: number, height: number, font: string): void {
  let x = MARGIN;
  doc.font(font).fontSize(FONT_SIZE);
  columns.forEach((column, i) => {
    const cell = cells[i] ?? '';
    doc.rect(x, y, column.width, height).lineWidth(0.5).stroke();
    // Every cell from the row's font: a drawn cell (a picture) may leave another one set.
    doc.font(font).fontSize(FONT_SIZE).fillColor('black');
    if (typeof cell === 'string') drawText(doc, cell, x, y, column);
    else if ('note' in cell) drawNoted(doc, cell, x, y, column, font);
    else cell.draw(doc, x + PAD, y + PAD, column.width - 2 * PAD);
    x += column.width;
  });
}

/** Draws the table from the current y; returns the y below it. */
export function drawTable(doc: Doc, columns: Column[], rows: Cell[][]): number {
  const headers = columns.map((column) => column.header);
  doc.font('bold').fontSize(FONT_SIZE);
  const headerHeight = Math.max(...columns.map((column, i) => cellHeight(doc, headers[i]!, column.width)));
  let y = doc.y;
  const header = () => {
    drawRow(doc, columns, headers, y, headerHeight, 'bold');
    y += headerHeight;
  };
  header();
  doc.font('regular').fontSize(FONT_SIZE);
  for (const row of rows) {
    doc.font('regular').fontSize(FONT_SIZE);
    const height = Math.max(...columns.map((column, i) => cellHeight(doc, row[i] ?? '', column.width)));
    if (y + height > pageBottom(doc)) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    drawRow(doc, columns, row, y, height, 'regular');
    y += height;
  }
  doc.x = MARGIN;
  doc.y = y;
  return y;
}
