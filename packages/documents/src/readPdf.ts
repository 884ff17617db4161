// Tests read documents the way a person or a bank app does: the text through
// poppler's pdftotext, the QR code through pdftoppm and zbar's zbarimg
// (Debian packages poppler-utils and zbar-tools; .ci/run installs them).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page as laid out (a row of a table on one line), with every kind of space (the formatters' no-break ones too) as one space. */
export function pdfText(pdf: Buffer): string {
  return withPdf(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  )
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withPdf(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

/** Every QR code on the first page, decoded (rendered at 200 dpi as a printer would). */
export function pdfQrCodes(pdf: Buffer): string[] {
  return withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const page = readdirSync(dir).find((name) => name.endsWith('.png'))!;
    const out = execFileSync('zbarimg', ['--raw', '-q', '-Sqrcode.enable', path.join(dir, page)], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  });
}

/** The raster images embedded in the document (pdfimages -list), as width × height in pixels. */
export function pdfImageSizes(pdf: Buffer): string[] {
  const list = withPdf(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return list
    .split('\n')
    .slice(2)
    .map((row) => row.trim().split(/\s+/))
    .filter((cols) => cols.length > 4 && cols[2] === 'image')
    .map((cols) => `${cols[3]}x${cols[4]}`);
}
