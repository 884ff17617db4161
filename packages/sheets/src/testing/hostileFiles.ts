// The hostile uploads of issue 28, made on the spot: each is small on the
// wire and large, long or deep once read. Shared by the unit tests, the
// server's tests and the benchmarks.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildXlsx, rowXml } from './xlsxBuilder';

/** A file made once per machine (the large ones take seconds to deflate). */
export function cachedFile(name: string, make: () => Uint8Array): Uint8Array {
  const file = path.join(tmpdir(), `shop-hostile-v1-${name}`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const bytes = make();
  writeFileSync(file, bytes);
  return bytes;
}

const MB = 1024 * 1024;

function* repeated(piece: string, times: number): Generator<string> {
  for (let i = 0; i < times; i += 1) yield piece;
}

/** ~150 kB of XLSX whose one shared string (cell A2) unpacks to `unpackedMb` MB. */
export function zipBomb(unpackedMb = 150): Uint8Array {
  return buildXlsx({
    sheetRows: [rowXml(1, ['Артикул', 'Количество']), '<row r="2"><c r="A2" t="s"><v>0</v></c></row>'],
    sharedStrings: (function* () {
      yield '<si><t>';
      yield* repeated('A'.repeat(MB), unpackedMb);
      yield '</t></si>';
    })(),
    level: 9,
  });
}

/** An XLSX of `count` distinct shared strings: cheap to unpack, heavy to hold. */
export function manySharedStrings(count: number): Uint8Array {
  return buildXlsx({
    sheetRows: [rowXml(1, ['Артикул']), '<row r="2"><c r="A2" t="s"><v>0</v></c></row>'],
    sharedStrings: (function* () {
      for (let i = 0; i < count; i += 1) yield `<si><t>строка ${i}</t></si>`;
    })(),
    level: 1,
  });
}

/** An XLSX of `rows` rows of an article and a quantity (150 000 rows: ~1.6 MB). */
export function manyRowsXlsx(rows: number, level: 1 | 6 | 9 = 9): Uint8Array {
  return buildXlsx({
    sheetRows: (function* () {
      yield rowXml(1, ['Артикул', 'Количество']);
      for (let r = 2; r <= rows; r += 1) yield rowXml(r, [`A${r % 5000}`, (r % 9) + 1]);
    })(),
    level,
  });
}

/** A CSV of `rows` lines in `bytes` bytes or so: a million lines of "1" in 2 MB. */
export function manyRowsCsv(rows: number, line = '1'): Uint8Array {
  return Buffer.from(`${line}\n`.repeat(rows));
}

/** A price list of `rows` short rows under a real header (2 000 000 rows: ~15 MB). */
export function manyRowsPriceList(rows: number): Uint8Array {
  return Buffer.concat([
    Buffer.from('Артикул;Название;Категория;Цена\n'),
    Buffer.from('a;b;c;1\n'.repeat(rows)),
  ]);
}

export {
  priceListCsv,
  priceListRows,
  priceListXlsx,
  PRICE_LIST_HEADER,
  type PriceListOptions,
} from './priceListFiles';
