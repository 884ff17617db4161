// A pdfkit A4 document with the bundled PT Sans (OFL, fonts/), so Cyrillic,
// "№" and "₽" render without any font installed on the machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** What fontkit (pdfkit's own font parser) gives for a font file. */
type FontkitFont = ReturnType<typeof fontkit.create>;

const fontsDir = path.resolve(import.meta.dirname, '../fonts');
let fonts: { regular: FontkitFont; bold: FontkitFont } | undefined;

/**
 * Read and parsed once per process: ~0.5 MB that every document embeds a
 * subset of. pdfkit takes a parsed font as it takes the file; handed the
 * file, it parsed both fonts again for each document, and its default
 * Helvetica as well: a third of an invoice's 35 ms, on the thread that
 * renders one invoice per order (issue 32).
 */
function parsedFonts() {
  fonts ??= {
    regular: fontkit.create(readFileSync(path.join(fontsDir, 'PTSans-Regular.ttf'))),
    bold: fontkit.create(readFileSync(path.join(fontsDir, 'PTSans-Bold.ttf'))),
  };
  return fonts;
}

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;

export function newDocument(title: string): Doc {
  const { regular, bold } = parsedFonts();
  // The types know font files and names only; pdfkit 0.20 also opens a parsed font (anything with layout()).
  const asSource = (font: FontkitFont) => font as unknown as string;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: asSource(regular),
    info: { Title: title, Producer: 'СкутерОпт' },
  });
  doc.registerFont('regular', asSource(regular));
  doc.registerFont('bold', asSource(bold));
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
