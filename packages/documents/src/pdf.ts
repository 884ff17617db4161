// A pdfkit A4 document with the bundled PT Sans (OFL, fonts/), so Cyrillic,
// "№" and "₽" render without any font installed on the machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const fontsDir = path.resolve(import.meta.dirname, '../fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process: ~0.5 MB that every document embeds a subset of. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(path.join(fontsDir, 'PTSans-Regular.ttf')),
    bold: readFileSync(path.join(fontsDir, 'PTSans-Bold.ttf')),
  };
  return fonts;
}

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;

export function newDocument(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Producer: 'СкутерОпт' } });
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  return doc;
}

/** The finished file: pdfkit streams its bytes; they are collected here. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
export const pageBottom = (doc: Doc) => doc.page.height - MARGIN;

/** A document's title line: bold, `size` points, at the current position. */
export function heading(doc: Doc, text: string, size: number): void {
  doc.font('bold').fontSize(size).text(text);
}

/** The thick rule across the content that closes a document's head or foot, `gap` points below the text; its y. */
export function rule(doc: Doc, gap: number): number {
  const y = doc.y + gap;
  doc
    .lineWidth(1.5)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .stroke();
  return y;
}
