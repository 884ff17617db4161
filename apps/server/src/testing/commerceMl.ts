// Small CommerceML 2 files for tests, written as 1C writes them (UTF-8 or
// windows-1251, as the declaration says).
import iconv from 'iconv-lite';

export interface GroupFixture {
  id: string;
  name: string;
  groups?: GroupFixture[];
}

export interface ProductFixture {
  id: string;
  article?: string;
  name: string;
  description?: string;
  brand?: string;
  group?: string;
  pictures?: string[];
  deleted?: boolean;
}

export interface OfferFixture {
  id: string;
  name?: string;
  prices?: Record<string, number | string>;
  /** `Количество`, the warehouses' attributes, or `Остатки`. */
  stock?: { quantity: number | string } | { warehouses: number[] } | { rests: number[]; nested?: boolean };
}

export type Encoding = 'utf-8' | 'windows-1251';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<${name}>${escape(String(value))}</${name}>`;

function encode(xml: string, encoding: Encoding): Buffer {
  const text = `<?xml version="1.0" encoding="${encoding === 'utf-8' ? 'UTF-8' : 'windows-1251'}"?>\n${xml}`;
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'win1251');
}

const root = (inner: string) =>
  `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05" ДатаФормирования="2026-11-26T10:00:00">\n${inner}\n</КоммерческаяИнформация>\n`;

const group = (g: GroupFixture): string =>
  `<Группа>${el('Ид', g.id)}${el('Наименование', g.name)}${g.groups ? `<Группы>${g.groups.map(group).join('')}</Группы>` : ''}</Группа>`;

const product = (p: ProductFixture) =>
  `<Товар${p.deleted ? ' Статус="Удален"' : ''}>${el('Ид', p.id)}${el('Артикул', p.article)}${el('Наименование', p.name)}<БазоваяЕдиница Код="796">шт</БазоваяЕдиница>${p.group ? `<Группы>${el('Ид', p.group)}</Группы>` : ''}${el('Описание', p.description)}${(p.pictures ?? []).map((pic) => el('Картинка', pic)).join('')}${p.brand ? `<Изготовитель>${el('Ид', 'm-' + p.brand)}${el('Наименование', p.brand)}</Изготовитель>` : ''}</Товар>\n`;

export function importXml(
  data: { groups?: GroupFixture[]; products: ProductFixture[]; changesOnly?: boolean },
  encoding: Encoding = 'utf-8',
): Buffer {
  const classifier = `<Классификатор>${el('Ид', 'cls-1')}${el('Наименование', 'Классификатор')}<Группы>${(data.groups ?? []).map(group).join('')}</Группы></Классификатор>`;
  const catalog = `<Каталог СодержитТолькоИзменения="${data.changesOnly ? 'true' : 'false'}">${el('Ид', 'cat-1')}${el('ИдКлассификатора', 'cls-1')}${el('Наименование', 'Основной каталог')}<Товары>\n${data.products.map(product).join('')}</Товары></Каталог>`;
  return encode(root(classifier + catalog), encoding);
}

const PRICE_TYPES = { Оптовая: 'pt-opt', Розничная: 'pt-rozn', Закупочная: 'pt-zak' } as Record<
  string,
  string
>;

function stockXml(stock: OfferFixture['stock']): string {
  if (!stock) return '';
  if ('quantity' in stock) return el('Количество', stock.quantity);
  if ('warehouses' in stock)
    return stock.warehouses.map((n, i) => `<Склад ИдСклада="w${i}" КоличествоНаСкладе="${n}"/>`).join('');
  return `<Остатки>${stock.rests
    .map((n, i) =>
      stock.nested === false
        ? `<Остаток>${el('Количество', n)}</Остаток>`
        : `<Остаток><Склад>${el('Ид', `w${i}`)}${el('Количество', n)}</Склад></Остаток>`,
    )
    .join('')}</Остатки>`;
}

const offer = (o: OfferFixture) =>
  `<Предложение>${el('Ид', o.id)}${el('Наименование', o.name ?? 'Предложение')}${
    o.prices
      ? `<Цены>${Object.entries(o.prices)
          .map(
            ([type, value]) =>
              `<Цена>${el('Представление', `${value} RUB за шт`)}${el('ИдТипаЦены', PRICE_TYPES[type] ?? type)}${el('ЦенаЗаЕдиницу', value)}${el('Валюта', 'RUB')}${el('Единица', 'шт')}</Цена>`,
          )
          .join('')}</Цены>`
      : ''
  }${stockXml(o.stock)}</Предложение>\n`;

export function offersXml(
  data: { offers: OfferFixture[]; priceTypes?: boolean; rootName?: string },
  encoding: Encoding = 'utf-8',
): Buffer {
  const types =
    data.priceTypes === false
      ? ''
      : `<ТипыЦен>${Object.entries(PRICE_TYPES)
          .map(
            ([name, id]) =>
              `<ТипЦены>${el('Ид', id)}${el('Наименование', name)}${el('Валюта', 'RUB')}</ТипЦены>`,
          )
          .join('')}</ТипыЦен>`;
  return encode(
    root(
      `<ПакетПредложений СодержитТолькоИзменения="false">${el('Ид', 'pkg-1')}${el('Наименование', 'Пакет предложений')}${el('ИдКаталога', 'cat-1')}${types}<Предложения>\n${data.offers.map(offer).join('')}</Предложения></ПакетПредложений>`,
    ),
    encoding,
  );
}

/** An orders file from 1C: a status set on each order named by its number. */
export function ordersXml(
  documents: Array<{ number: string; status: string }>,
  encoding: Encoding = 'utf-8',
): Buffer {
  return encode(
    root(
      documents
        .map(
          (d) =>
            `<Документ>${el('Ид', `1c-${d.number}`)}${el('Номер', d.number)}${el('Дата', '2026-11-26')}${el('ХозОперация', 'Заказ товара')}${el('Роль', 'Продавец')}<ЗначенияРеквизитов><ЗначениеРеквизита>${el('Наименование', 'Проведен')}${el('Значение', 'true')}</ЗначениеРеквизита><ЗначениеРеквизита>${el('Наименование', 'Статус заказа')}${el('Значение', d.status)}</ЗначениеРеквизита></ЗначенияРеквизитов></Документ>`,
        )
        .join('\n'),
    ),
    encoding,
  );
}
