// Files as buyers' own programs write them: Excel's Russian CSV (Windows-1251,
// `;`), an export with `,`, a workbook with a title above the table, and what
// a file may get wrong. Each case goes through both steps the upload takes:
// reading the table, then finding the article and quantity columns.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ColumnsNotFound, orderLinesFromSheet } from './orderLines';
import { readSheet } from './readSheet';

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 1020 };
const win1251 = (text: string) => new Uint8Array(iconv.encode(text, 'win1251'));
const pairs = async (bytes: Uint8Array) =>
  orderLinesFromSheet(await readSheet(bytes, LIMITS)).map((l) => [l.row, l.article, l.quantity]);

async function workbook(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Заявка');
  rows.forEach((row) => sheet.addRow(row));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('an uploaded file, read and split into lines', () => {
  it('reads Windows-1251 with `,` and quoted Russian cells, headers in any order', async () => {
    const csv = 'Наименование,Количество,Артикул\r\n"Свеча, иридиевая",10,CH-125-004\r\nФильтр,2,Ф-200\r\n';
    expect(await pairs(win1251(csv))).toEqual([
      [2, 'CH-125-004', 10],
      [3, 'Ф-200', 2],
    ]);
  });

  it('finds English headers and "Кол-во" in UTF-8 and in Windows-1251 alike', async () => {
    const text = 'Article;Qty\nMP-10245;3\n';
    expect(await pairs(new Uint8Array(Buffer.from(text)))).toEqual([[2, 'MP-10245', 3]]);
    expect(await pairs(win1251('Кол-во;Артикул\n4;МР-10245\n'))).toEqual([[2, 'МР-10245', 4]]);
  });

  it('reads a workbook with a title and notes above the table, skipping blank and total rows', async () => {
    const file = await workbook([
      ['Заявка ООО «Скутер-Сервис» от 01.12.2026'],
      [],
      ['№', 'Артикул', 'Наименование', 'Кол-во', 'Цена'],
      [1, '5GH-E4451-00', 'Колодки', 4, 450],
      [2, 'CH-125-004', 'Свеча', 10, 150],
      [],
      [null, null, 'Итого', null, 3300],
    ]);
    expect(await pairs(file)).toEqual([
      [4, '5GH-E4451-00', 4],
      [5, 'CH-125-004', 10],
    ]);
  });

  it('asks for the columns of a workbook without headers', async () => {
    const file = await workbook([
      ['CH-125-004', 'Свеча', 4],
      ['MP-10245', 'Фильтр', 1],
    ]);
    const rows = await readSheet(file, LIMITS);
    expect(() => orderLinesFromSheet(rows)).toThrow(ColumnsNotFound);
    expect(orderLinesFromSheet(rows, { article: 0, quantity: 2 }).map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('refuses a workbook over the row limit and a bad quantity by its row, in Russian', async () => {
    const many = await workbook(Array.from({ length: 1021 }, (_, i) => [`A-${i}`, 1]));
    await expect(readSheet(many, LIMITS)).rejects.toThrow(/В файле больше 1\s020 заполненных строк/);
    const bad = await workbook([
      ['Артикул', 'Количество'],
      ['A-1', 2],
      ['B-2', 'два'],
    ]);
    await expect(pairs(bad)).rejects.toThrow('Строка 3: количество «два» — не целое число от 1 до 100000');
    const csv = 'Артикул;Количество\nA-1;-1\n';
    await expect(pairs(win1251(csv))).rejects.toThrow('Строка 2: количество «-1»');
  });
});
