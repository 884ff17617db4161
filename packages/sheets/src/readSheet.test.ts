import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { orderLinesFromSheet } from './orderLines';
import { readSheet } from './readSheet';
import { writeXlsx } from './xlsx';

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 1010 };
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const cells = async (bytes: Uint8Array) => (await readSheet(bytes, LIMITS)).map((r) => r.cells);
const linesOf = async (bytes: Uint8Array) =>
  orderLinesFromSheet(await readSheet(bytes, LIMITS)).map((l) => [l.article, l.quantity]);

const SAMPLE = 'Артикул;Кол-во\r\nСВЕЧА-1;3\r\n"Ф;2";4\r\n';

describe('reading an uploaded table', () => {
  it('reads CSV in UTF-8 with and without a BOM, in Windows-1251 and in UTF-16', async () => {
    const expected = [
      ['Артикул', 'Кол-во'],
      ['СВЕЧА-1', '3'],
      ['Ф;2', '4'],
    ];
    expect(await cells(utf8(SAMPLE))).toEqual(expected);
    expect(await cells(utf8(`\uFEFF${SAMPLE}`))).toEqual(expected);
    expect(await cells(new Uint8Array(iconv.encode(SAMPLE, 'win1251')))).toEqual(expected);
    expect(await cells(new Uint8Array(iconv.encode(SAMPLE, 'utf16le', { addBOM: true })))).toEqual(expected);
  });

  it('tells the separator: `;`, `,` or tab', async () => {
    expect(await linesOf(utf8('Article,Qty\nA-1,2\n"B,2",3\n'))).toEqual([
      ['A-1', 2],
      ['B,2', 3],
    ]);
    expect(await linesOf(utf8('Артикул\tКоличество\nA-1\t2\n'))).toEqual([['A-1', 2]]);
    expect(await linesOf(utf8('Артикул;Количество;Цена\nA-1;2;1,50\n'))).toEqual([['A-1', 2]]);
  });

  it('numbers rows as the file does, past a quoted cell spanning two lines', async () => {
    const rows = await readSheet(utf8('Артикул;Примечание;Кол-во\nA-1;"две\nстроки";x\n'), LIMITS);
    expect(rows.map((r) => r.row)).toEqual([1, 2]);
    expect(() => orderLinesFromSheet(rows)).toThrow('Строка 2: количество «x»');
  });

  it('reads the first sheet of an XLSX file, numbers as digits', async () => {
    const file = await writeXlsx(
      'Корзина',
      [
        { header: 'Артикул', width: 20 },
        { header: 'Количество', width: 10 },
      ],
      [
        ['5GH-E4451-00', 4],
        ['MP-10245', 12],
      ],
    );
    expect(await linesOf(new Uint8Array(file))).toEqual([
      ['5GH-E4451-00', 4],
      ['MP-10245', 12],
    ]);
  });

  it('refuses a broken file with a Russian message, naming the row where there is one', async () => {
    const refusal = (bytes: Uint8Array) =>
      readSheet(bytes, LIMITS).then(
        () => 'read',
        (e: Error) => e.message,
      );
    expect(await refusal(utf8('Артикул;Кол-во\nA-1;2\n"B-2;3\n'))).toBe('Строка 3: кавычка не закрыта');
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))).toBe(
      'Файл .xlsx повреждён или это не таблица Excel',
    );
    expect(await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(
      /^Старый формат \.xls не поддерживается/,
    );
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBe(
      'Файл не похож на таблицу: загрузите .xlsx или .csv',
    );
    expect(await refusal(new Uint8Array())).toBe('Файл пустой');
  });

  it('refuses files over 2 MB and over the row limit before reading them whole', async () => {
    const big = new Uint8Array(LIMITS.maxBytes + 1).fill(0x41);
    await expect(readSheet(big, LIMITS)).rejects.toThrow('Файл больше 2 МБ: разделите его на части');
    const rows = Array.from({ length: 1011 }, (_, i) => `A-${i};1`).join('\n');
    await expect(readSheet(utf8(rows), LIMITS)).rejects.toThrow(/В файле больше 1\s010 заполненных строк/);
  });
});
