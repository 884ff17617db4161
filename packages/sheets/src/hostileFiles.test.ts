// Files made to hurt (issue 28): each is refused in Russian at the first limit
// it crosses, while reading, and never echoed back.
import { describe, expect, it } from 'vitest';
import { readSheet, type ReadLimits } from './readSheet';
import { cachedFile, manyRowsCsv, manyRowsPriceList, manyRowsXlsx, zipBomb } from './testing/hostileFiles';
import { buildXlsx, rowXml } from './testing/xlsxBuilder';

const QUICK: ReadLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 1000,
  rowsAbove: 20,
  maxUnzippedBytes: 50 * 1024 * 1024,
};
const PRICE = { maxBytes: 20 * 1024 * 1024, maxRows: 100_000, rowsAbove: 1 };

async function refusal(bytes: Uint8Array, limits = QUICK): Promise<string> {
  const error = await readSheet(bytes, limits).then(
    () => null,
    (e: Error) => e,
  );
  if (!error) throw new Error('the file was read');
  return error.message;
}

describe('a hostile upload', () => {
  it('refuses a 150 kB XLSX whose one cell unpacks to 150 MB, naming the cell limit', async () => {
    const bomb = cachedFile('bomb-150', () => zipBomb(150));
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const message = await refusal(bomb);
    expect(message).toMatch(/ячейка больше 10\s000 символов/);
    expect(message.length).toBeLessThan(200);
  });

  it('refuses a file unpacking past its budget even when no cell is long', async () => {
    const rows = function* () {
      for (let r = 1; r <= 100_000; r += 1) yield rowXml(r, ['x'.repeat(90)]);
    };
    const file = cachedFile('unzip-13mb', () => buildXlsx({ sheetRows: rows(), level: 9 }));
    expect(await refusal(file, { ...PRICE, maxUnzippedBytes: 5 * 1024 * 1024 })).toBe(
      'Файл .xlsx распаковывается больше чем в 5 МБ: это не похоже на обычную таблицу',
    );
  });

  it('stops a 150 000-row XLSX and a million-line CSV at the row limit', async () => {
    const xlsx = cachedFile('xlsx-150k', () => manyRowsXlsx(150_000));
    expect(await refusal(xlsx)).toMatch(/^В файле больше 1\s000 заполненных строк/);
    expect(await refusal(manyRowsCsv(1_000_000))).toMatch(/^В файле больше 1\s000 заполненных строк/);
    expect(await refusal(manyRowsPriceList(2_000_000), PRICE)).toMatch(
      /^В файле больше 100\s000 заполненных/,
    );
  });

  it('refuses a CSV line or cell longer than the limit by its row', async () => {
    const long = Buffer.from(`Артикул;Кол-во\nA;1\n"${'я'.repeat(10_001)}";2\n`);
    expect(await refusal(long)).toMatch(/^Строка 3: в ячейке больше 10\s000 символов/);
    const endless = Buffer.from(`Артикул\n${'x'.repeat(200_000)}\n`);
    expect(await refusal(endless)).toMatch(/^Строка 2 длиннее 80\s000 символов/);
    const wide = Buffer.from(`A${';x'.repeat(600)}\n`);
    expect(await refusal(wide)).toMatch(/^Строка 1: больше 500 столбцов/);
  });

  it('keeps Cyrillic whole across the reader’s chunks', async () => {
    const names = Array.from({ length: 3000 }, (_, i) => `Свеча зажигания иридиевая №${i}`);
    const file = buildXlsx({ sheetRows: names.map((name, i) => rowXml(i + 1, [name])) });
    const rows = await readSheet(file, { ...PRICE });
    expect(rows.map((r) => r.cells[0])).toEqual(names);
  });
});
