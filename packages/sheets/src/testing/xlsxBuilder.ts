// A minimal XLSX written part by part (fflate's streaming zip), for tests and
// benchmarks that need files no office program would write: a million rows in
// seconds, or one cell that unpacks to 150 MB.
import { Zip, ZipDeflate } from 'fflate';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Лист1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SST_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;

const encoder = new TextEncoder();
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);

/** A row of inline strings (numbers as numbers), as XML. */
export function rowXml(number: number, cells: readonly (string | number)[]): string {
  const body = cells
    .map((cell, i) =>
      typeof cell === 'number'
        ? `<c r="${column(i)}${number}"><v>${cell}</v></c>`
        : `<c r="${column(i)}${number}" t="inlineStr"><is><t>${xml(cell)}</t></is></c>`,
    )
    .join('');
  return `<row r="${number}">${body}</row>`;
}

export interface XlsxParts {
  /** The sheet's rows as XML, in pieces of any size. */
  sheetRows: Iterable<string>;
  /** The shared strings' <si> items as XML, in pieces. */
  sharedStrings?: Iterable<string>;
  level?: 0 | 1 | 6 | 9;
}

/** An XLSX of one sheet whose parts are written piece by piece (never whole in memory). */
export function buildXlsx({ sheetRows, sharedStrings = [], level = 6 }: XlsxParts): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const part = (name: string, pieces: Iterable<string>) => {
    const file = new ZipDeflate(name, { level });
    zip.add(file);
    for (const piece of pieces) file.push(encoder.encode(piece));
    file.push(new Uint8Array(0), true);
  };
  part('[Content_Types].xml', [CONTENT_TYPES]);
  part('_rels/.rels', [ROOT_RELS]);
  part('xl/workbook.xml', [WORKBOOK]);
  part('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]);
  part(
    'xl/worksheets/sheet1.xml',
    (function* () {
      yield SHEET_HEAD;
      yield* sheetRows;
      yield '</sheetData></worksheet>';
    })(),
  );
  part(
    'xl/sharedStrings.xml',
    (function* () {
      yield SST_HEAD;
      yield* sharedStrings;
      yield '</sst>';
    })(),
  );
  zip.end();
  return Buffer.concat(chunks);
}
