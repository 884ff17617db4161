// The varied benchmark catalogue (issue 32): what a distributor's price list
// looks like, unlike copies of the 5 000 demo parts. Made by PostgreSQL in
// one INSERT … SELECT over generate_series (no rows through the client),
// deterministic for a size:
//  - names: part type x qualifier x model (50 x 25 x 500: most of a
//    million parts have a name of their own);
//  - 40 brands with Zipf shares (the first about a fifth of the parts, the
//    last under 1 %), each with its article format: '5GH-E4417-00',
//    'SEE-123456', 'LP 0231.04', '23100-GW0-000', '6203-2RS-001234' (the
//    same bearing number under several brands), 'BR8ES-001234';
//  - stock bunched by series of 300 parts, a fifth of the series out of
//    stock, and one common type ('сайлентблок') out of stock but a tenth;
//  - a cross number for 46 % of the parts ('LP 2764.38', 'OEM-123456');
//  - 2 % archived.
import { DEMO_CATEGORIES, sql, type Kysely, type Database } from '@shop/db';

const TYPES = [
  'Прокладка',
  'Поршень',
  'Фильтр воздушный',
  'Фильтр масляный',
  'Колодки тормозные',
  'Аккумулятор',
  'Ремень вариатора',
  'Свеча зажигания',
  'Диск тормозной',
  'Фара',
  'Карбюратор',
  'Стартер',
  'Сальник',
  'Коленвал',
  'Амортизатор',
  'Подшипник',
  'Цилиндр',
  'Кольца поршневые',
  'Клапан',
  'Распредвал',
  'Сцепление',
  'Ролики вариатора',
  'Шкив',
  'Трос газа',
  'Трос тормоза',
  'Рычаг тормоза',
  'Зеркало',
  'Поворотник',
  'Стоп-сигнал',
  'Реле',
  'Коммутатор',
  'Катушка зажигания',
  'Регулятор напряжения',
  'Генератор',
  'Бензонасос',
  'Кран топливный',
  'Глушитель',
  'Патрубок',
  'Покрышка',
  'Камера',
  'Обод',
  'Спица',
  'Сайлентблок',
  'Втулка',
  'Пружина',
  'Цепь',
  'Звезда',
  'Натяжитель',
  'Масло',
  'Антифриз',
];
const QUALIFIERS = [
  'усиленный',
  'оригинальный',
  'тюнинг',
  'комплект',
  'левый',
  'правый',
  'передний',
  'задний',
  'верхний',
  'нижний',
  'в сборе',
  'ремкомплект',
  'стандарт',
  'спорт',
  'STD',
  'увеличенный',
  '+0.25',
  '+0.50',
  'хром',
  'черный',
  'иридиевый',
  'гелевый',
  'AGM',
  '4T',
  '2T',
];
const FAMILIES = [
  'Honda Dio AF',
  'Honda Tact AF',
  'Yamaha Jog 3KJ',
  'Yamaha Jog 5BM',
  'Suzuki Address V',
  'Suzuki Lets',
  'GY6 139QMB',
  'GY6 152QMI',
  'GY6 157QMJ',
  'Minarelli 1E40QMB',
  'Stels Tactic',
  'Stels Skif',
  'Irbis TTR',
  'Racer Meteor',
  'Alpha 139FMB',
  'Delta 147FMD',
  'Piaggio Zip',
  'Gilera Runner',
  'Aprilia SR',
  'Peugeot Speedfight',
  'Kymco Agility',
  'SYM Orbit',
  'Baltmotors Classic',
  'Patron Sport',
  'Keeway RY',
];
const BRANDS = [
  'Sheng-E',
  'Lipai',
  'Yamaha',
  'Honda',
  'MotoPart B2B',
  'Liqui Moly',
  'NGK',
  'SKF',
  'Bosch',
  'Motul',
  'Koso',
  'Naraku',
  'Polini',
  'Malossi',
  'Stage6',
  'Athena',
  'Dr. Pulley',
  'Ferodo',
  'Brembo',
  'EBC',
  'Denso',
  'Varta',
  'Yuasa',
  'NTN',
  'FAG',
  'DID',
  'Regina',
  'Kenda',
  'Michelin',
  'Pirelli',
  'Top Performances',
  'Tecnium',
  'CZ',
  'KMC',
  'Mitsuba',
  'Delo Rossi',
  'Zongshen',
  'Lifan',
  'Jianshe',
  'Suzuki',
];
/** Article format per brand (index of BRANDS): see articleSql. */
const FORMAT: Record<string, number> = {
  Yamaha: 0,
  'Sheng-E': 1,
  Lipai: 2,
  Honda: 3,
  SKF: 4,
  NTN: 4,
  FAG: 4,
  NGK: 5,
  Denso: 5,
  Suzuki: 0,
};
const ZIPF_EXPONENT = 0.9;

const quoteArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** Inserts `parts` varied parts (ids 1..parts) into an empty catalogue, triggers off; the caller vacuums. */
export async function insertVariedParts(trx: Kysely<Database>, parts: number): Promise<void> {
  await trx
    .insertInto('categories')
    .values(DEMO_CATEGORIES.map((c) => ({ id: c.id, name: c.name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const weights = BRANDS.map((_, k) => 1 / Math.pow(k + 1, ZIPF_EXPONENT));
  const sum = weights.reduce((a, b) => a + b, 0);
  let low = 0;
  const brandRows = BRANDS.map((name, k) => {
    const high = k === BRANDS.length - 1 ? 1 : low + weights[k]! / sum;
    const row = `(${k}, '${name.replace(/'/g, "''")}', ${FORMAT[name] ?? k % 6}, ${low}, ${high})`;
    low = high;
    return row;
  });
  const categories = quoteArray(DEMO_CATEGORIES.map((c) => c.id));
  // u(n, salt): a deterministic pseudo-random integer in [0, 2^31).
  const u = (salt: number, table = 'r') => `(abs(hashint4(${table}.n * 7 + ${salt})::bigint))`;
  await sql
    .raw(
      `
    with brands(k, name, format, lo, hi) as (values ${brandRows.join(', ')}),
    g as (select n, lpad((n % 1000000)::text, 6, '0') as d6, ((n::bigint * 7919) % 1000000) as x,
                 upper(substr(md5(n::text), 1, 3)) as p3
          from generate_series(1, ${parts}) n),
    r as (
      select g.*, b.name as brand, b.format,
             ${u(1, 'g')} % ${TYPES.length} as type, ${u(2, 'g')} % ${QUALIFIERS.length} as qualifier,
             ${u(3, 'g')} % ${FAMILIES.length * 20} as model,
             ${u(5, 'g')} % 5 = 0 as series_out
      from g join brands b
        on ${u(4, 'g')}::float8 / 2147483648 >= b.lo and ${u(4, 'g')}::float8 / 2147483648 < b.hi
    )
    insert into parts (name, category_id, part_number, brand, price, availability, description,
                       cross_text, archived_at, created_at, updated_at)
    select
      (${quoteArray(TYPES)})[type + 1] || ' ' || (${quoteArray(QUALIFIERS)})[qualifier + 1] || ' '
        || (${quoteArray(FAMILIES)})[model % ${FAMILIES.length} + 1] || ' ' || (model / ${FAMILIES.length} + 10)::text,
      (${categories})[type % ${DEMO_CATEGORIES.length} + 1],
      case format
        when 0 then p3 || '-E' || substr(d6, 1, 4) || '-' || substr(d6, 5, 2)
        when 1 then 'SEE-' || d6
        when 2 then 'LP ' || substr(d6, 1, 4) || '.' || substr(d6, 5, 2)
        when 3 then substr(d6, 1, 5) || '-' || substr(p3, 1, 2) || '0-' || substr(d6, 6, 1) || '00'
        when 4 then (6000 + n % 400)::text || '-2RS-' || d6
        else 'BR' || (n % 9 + 1) || 'ES-' || d6
      end || case when n >= 1000000 then '-' || (n / 1000000)::text else '' end
        || case when format = 5 and brand <> 'NGK' then '-' || upper(substr(brand, 1, 2)) else '' end,
      brand,
      (500 + ${u(6)} % 2000000)::bigint,
      case when series_out and ${u(7)} % 10 <> 0 then 0
           when type = ${TYPES.indexOf('Сайлентблок')} and n % 10 <> 0 then 0
           else (${u(8)} % 60 + 1)::int end,
      (${quoteArray(TYPES)})[type + 1] || ' для ' || (${quoteArray(FAMILIES)})[model % ${FAMILIES.length} + 1]
        || ', бренд ' || brand || '.',
      case when n % 13 < 6 then
        case when n % 2 = 0 then 'LP ' || lpad((x / 100)::text, 4, '0') || '.' || lpad((x % 100)::text, 2, '0')
             else 'OEM-' || lpad(x::text, 6, '0') end
      else '' end,
      case when n % 50 = 7 then now() end,
      now() - make_interval(days => (${u(9)} % 700)::int),
      now() - make_interval(days => (${u(9)} % 700)::int)
    from r
    order by n`,
    )
    .execute(trx);
  await sql`
    insert into part_cross_numbers (part_id, number)
    select id, cross_text from parts where cross_text <> ''`.execute(trx);
}
