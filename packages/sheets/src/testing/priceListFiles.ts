// Price lists as distributors send them, made on the spot for tests and
// benchmarks: distinct names, several article formats, a few brands holding
// most rows, long descriptions, as XLSX or as a Windows-1251 / UTF-8 CSV.
import iconv from 'iconv-lite';
import { buildXlsx, rowXml } from './xlsxBuilder';

export const PRICE_LIST_HEADER = [
  'Артикул',
  'Наименование',
  'Категория',
  'Бренд',
  'Цена',
  'Наличие',
  'Описание',
  'Кроссы',
];

const BRANDS = [
  'Lipai',
  'Koso',
  'NGK',
  'Polini',
  'Malossi',
  'Naraku',
  'Stage6',
  'Athena',
  'Dr.Pulley',
  'TNT',
];
const PARTS = [
  'Свеча зажигания',
  'Вариатор',
  'Ремень приводной',
  'Колодки тормозные',
  'Карбюратор',
  'Поршень',
  'Цилиндр',
  'Сальник',
  'Подшипник',
  'Фильтр воздушный',
  'Трос газа',
  'Ролики вариатора',
  'Прокладка',
  'Коммутатор',
  'Реле зарядки',
];
const FITS = [
  'Honda Dio',
  'Yamaha Jog',
  'Suzuki Address',
  'Stels Tactic',
  'Irbis Nirvana',
  'GY6 139QMB',
  'Viper Storm',
  'Honda Tact',
  'Yamaha BWS',
  'Racer Meteor',
];
const WORDS =
  'усиленный оригинальный для скутеров мопедов с двигателем объёмом кубов комплект сталь алюминий резина качество гарантия подходит модели года выпуска тюнинг заводской стандарт размер диаметр мм ход поршня'.split(
    ' ',
  );

/** A small deterministic generator: the same seed, the same file. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export interface PriceListOptions {
  rows: number;
  /** Category codes or names the shop has. */
  categories: readonly string[];
  /** Words of description a row (makes the file larger): 20 unless given. */
  descriptionWords?: number;
  seed?: number;
}

/** The rows of a price list (the header first), as cells. */
export function* priceListRows({ rows, categories, descriptionWords = 20, seed = 7 }: PriceListOptions) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  yield PRICE_LIST_HEADER;
  for (let i = 0; i < rows; i += 1) {
    // Skewed: the first brands carry most of the list.
    const brand = BRANDS[Math.floor(next() ** 3 * BRANDS.length)]!;
    const format = i % 4;
    const article =
      format === 0
        ? `${brand.slice(0, 2).toUpperCase()}-${100000 + i}`
        : format === 1
          ? `${((i * 37) % 900) + 100}-${i.toString(36).toUpperCase()}-00`
          : format === 2
            ? `${brand.slice(0, 3).toUpperCase()}${i}`
            : `5GH E${i} ${i % 100}`;
    const name = `${pick(PARTS)} ${pick(FITS)} ${brand} №${i}`;
    // Sizes, codes and years vary from row to row, as in real descriptions.
    const words = Array.from({ length: descriptionWords }, (_, w) =>
      w % 3 === 2 ? String(Math.floor(next() * 100_000)) : pick(WORDS),
    ).join(' ');
    const price = `${100 + Math.floor(next() * 20000)},${String(Math.floor(next() * 100)).padStart(2, '0')}`;
    yield [
      article,
      name,
      pick(categories),
      brand,
      price,
      String(Math.floor(next() * 300)),
      words,
      `OEM-${i}-${pick(FITS).slice(0, 3)}`,
    ];
  }
}

export function priceListXlsx(options: PriceListOptions): Uint8Array {
  let number = 0;
  return buildXlsx({
    sheetRows: (function* () {
      for (const cells of priceListRows(options)) yield rowXml(++number, cells);
    })(),
  });
}

export function priceListCsv(options: PriceListOptions, encoding: 'utf-8' | 'windows-1251'): Uint8Array {
  const lines: string[] = [];
  for (const cells of priceListRows(options))
    lines.push(cells.map((c) => (/[;"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';'));
  const text = `${lines.join('\r\n')}\r\n`;
  return encoding === 'utf-8' ? Buffer.from(text) : iconv.encode(text, 'win1251');
}
