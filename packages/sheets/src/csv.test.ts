import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV for Russian Excel', () => {
  it('writes `;`, CRLF and a BOM, quoting what needs it and neutralising formulas', () => {
    const csv = toCsv([
      ['Номер', 'Компания', 'Сумма'],
      ['ORD-1', 'ООО "Мото; Юг"', '901,00'],
      ['=HYPERLINK("x")', ' пробел', 3],
    ]);
    expect(csv).toBe(
      '\uFEFFНомер;Компания;Сумма\r\nORD-1;"ООО ""Мото; Юг""";901,00\r\n' +
        `"'=HYPERLINK(""x"")";" пробел";3\r\n`,
    );
  });

  it('reads back what it writes', () => {
    const rows = [
      ['a;b', 'c"d', 'e\r\nf'],
      ['1', '', '3'],
    ];
    expect(parseCsv(toCsv(rows)).map((r) => r.cells)).toEqual(rows);
  });
});
