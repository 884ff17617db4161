import { describe, expect, it } from 'vitest';
import { ColumnsNotFound, orderLinesFromSheet, orderLinesFromText } from './orderLines';
import type { SheetRow } from './sheet';
import { SheetError } from './sheetError';

const pairs = (text: string) => orderLinesFromText(text).map((l) => [l.article, l.quantity]);
const rowsOf = (...rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ row: i + 1, cells }));

describe('a pasted list', () => {
  it('reads every shape people paste, one part per line', () => {
    const text = [
      'CH-125-004 10',
      'CH-125-005;3',
      '5GH-E4451-00\t2',
      '5GH-E4451-01 x4',
      '5GH-E4451-02 х 5',
      'LP-50QT-1234 4 шт',
      'LP-50QT-1235 7шт.',
      'MP-10245',
      'SEE-139QMB-0001, 6',
      '5ML E4450 00 8',
      'MP-20000 * 9',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['CH-125-004', 10],
      ['CH-125-005', 3],
      ['5GH-E4451-00', 2],
      ['5GH-E4451-01', 4],
      ['5GH-E4451-02', 5],
      ['LP-50QT-1234', 4],
      ['LP-50QT-1235', 7],
      ['MP-10245', 1],
      ['SEE-139QMB-0001', 6],
      ['5ML E4450 00', 8],
      ['MP-20000', 9],
    ]);
  });

  it('skips blank lines and header rows, keeping each line its own number', () => {
    const lines = orderLinesFromText('Артикул\tКол-во\n\n  \nCH-125-004\t10\r\nАртикул Количество\nMP-1 2\n');
    expect(lines.map((l) => [l.row, l.input, l.article, l.quantity])).toEqual([
      [4, 'CH-125-004 10', 'CH-125-004', 10],
      [6, 'MP-1 2', 'MP-1', 2],
    ]);
    expect(pairs('Article;Qty\nA-1;3')).toEqual([['A-1', 3]]);
    expect(pairs('Part number qty\nA-1 3')).toEqual([['A-1', 3]]);
  });

  it('takes the columns a pasted header names, wherever they are', () => {
    const text = 'Наименование\tКол-во\tАртикул\nСвеча\t3\tNGK-1\nФильтр\t\tF-2';
    expect(pairs(text)).toEqual([
      ['NGK-1', 3],
      ['F-2', 1],
    ]);
  });

  it('without a header, reads the first cell as the article and the last as the quantity', () => {
    expect(pairs('NGK-1\tСвеча зажигания\t5\nF-2\tФильтр')).toEqual([
      ['NGK-1', 5],
      ['F-2', 1],
    ]);
  });

  it('keeps the whole line as a second reading when a bare number may belong to the article', () => {
    const [plain, marked] = orderLinesFromText('MP 10245\nMP-1 x3');
    expect(plain).toMatchObject({ article: 'MP', quantity: 10245, wholeLine: 'MP 10245' });
    expect(marked!.wholeLine).toBeUndefined();
    // "00" is no quantity: the whole line is the article.
    expect(pairs('5ML E4450 00')).toEqual([['5ML E4450 00', 1]]);
  });

  it('refuses a list with an unreadable quantity, naming the line', () => {
    expect(() => orderLinesFromText('A-1 2\nB-2;-3\nC-3 x0')).toThrow(
      'Строка 2: количество «-3» — не целое число от 1 до 100000 (строк с ошибками: 2)',
    );
    expect(() => orderLinesFromText('A-1;2,5')).toThrow(
      'Строка 1: количество «2,5» — не целое число от 1 до 100000',
    );
    expect(() => orderLinesFromText('A-1 200000 шт')).toThrow(SheetError);
  });

  it('accepts Excel-style quantities: "4,0", "1 000", "10 шт"', () => {
    expect(pairs('A-1;4,0\nB-2;1 000\nC-3;10 шт')).toEqual([
      ['A-1', 4],
      ['B-2', 1000],
      ['C-3', 10],
    ]);
  });

  it('refuses an empty list and one over 1 000 lines', () => {
    expect(() => orderLinesFromText('\n Артикул \n\n')).toThrow('В списке нет ни одного артикула');
    const many = Array.from({ length: 1001 }, (_, i) => `A-${i} 1`).join('\n');
    expect(() => orderLinesFromText(many)).toThrow(
      'В списке 1001 строк, а можно не больше 1000: разделите его на части',
    );
    expect(orderLinesFromText(many.split('\n').slice(1).join('\n'))).toHaveLength(1000);
  });
});

describe('a table from a file', () => {
  it('finds the columns by their headers below a title, skipping the total row', () => {
    const rows = rowsOf(
      ['Корзина от 01.12.2026'],
      ['Артикул', 'Наименование', 'Количество', 'Цена, ₽', 'Сумма, ₽'],
      ['CH-125-004', 'Свеча', '10', '150', '1500'],
      ['', '', '', '', ''],
      ['MP-1', 'Фильтр', '2', '100', '200'],
      ['', 'Итого', '', '', '1700'],
    );
    expect(orderLinesFromSheet(rows).map((l) => [l.row, l.input, l.quantity])).toEqual([
      [3, 'CH-125-004 10', 10],
      [5, 'MP-1 2', 2],
    ]);
  });

  it('recognises English headers and a missing quantity column', () => {
    expect(orderLinesFromSheet(rowsOf(['Qty', 'Article'], ['3', 'A-1'])).map((l) => l.quantity)).toEqual([3]);
    expect(orderLinesFromSheet(rowsOf(['Арт.'], ['A-1'], ['B-2'])).map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('reads a bare column of articles without asking', () => {
    const lines = orderLinesFromSheet(rowsOf(['A-1'], ['', 'B-2 x3']));
    expect(lines.map((l) => [l.article, l.quantity])).toEqual([
      ['A-1', 1],
      ['B-2', 3],
    ]);
  });

  it('asks for the columns when no header names them, then uses the choice', () => {
    const rows = rowsOf(['1', 'A-1', 'Свеча', '4'], ['2', 'B-2', 'Фильтр', '']);
    let asked: unknown;
    try {
      orderLinesFromSheet(rows);
    } catch (error) {
      asked = error;
    }
    expect(asked).toBeInstanceOf(ColumnsNotFound);
    expect((asked as ColumnsNotFound).preview).toEqual([
      ['1', 'A-1', 'Свеча', '4'],
      ['2', 'B-2', 'Фильтр', ''],
    ]);
    expect((asked as ColumnsNotFound).columnCount).toBe(4);
    const lines = orderLinesFromSheet(rows, { article: 1, quantity: 3 });
    expect(lines.map((l) => [l.article, l.quantity])).toEqual([
      ['A-1', 4],
      ['B-2', 1],
    ]);
    // A header the aliases do not know is skipped once the buyer has chosen the columns.
    const withHeader = rowsOf(['№', 'Деталь', 'Сколько'], ['1', 'A-1', '2']);
    expect(orderLinesFromSheet(withHeader, { article: 1, quantity: 2 }).map((l) => l.row)).toEqual([2]);
    expect(() =>
      orderLinesFromSheet(withHeader.slice(1).concat(withHeader[0]!), { article: 1, quantity: 2 }),
    ).toThrow('Строка 1: количество «Сколько»');
  });

  it('refuses a row with a bad quantity by its row number in the file', () => {
    const rows = rowsOf(['Артикул', 'Кол-во'], ['A-1', '2'], ['B-2', 'два']);
    expect(() => orderLinesFromSheet(rows)).toThrow(
      'Строка 3: количество «два» — не целое число от 1 до 100000',
    );
  });
});
