// The CommerceML 2.05 document of orders 1C reads (`Документ` per order).
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@shop/db';
import { t } from '@shop/i18n';
import type { PayerDetails } from '@shop/schemas';

export interface OrderForOneC {
  id: number;
  order_number: string;
  user_id: number;
  status: OrderStatus;
  delivery_method: DeliveryMethod;
  payment_method: PaymentMethod;
  city: string;
  delivery_address: string;
  comments: string;
  total_price: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  company: string | null;
  payer: PayerDetails | null;
  /** Moscow time. */
  date: string;
  time: string;
  items: Array<{
    part_id: number;
    part_number: string;
    name: string;
    unit_price: number;
    quantity: number;
    onec_id: string | null;
  }>;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
/** Kopecks as 1C reads an amount: a dot, two decimals. */
export const amount = (kopecks: number) =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

const requisite = (name: string, value: string) =>
  `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;

function counterparty(order: OrderForOneC): string {
  const payer = order.payer;
  const name = payer?.name ?? order.company ?? order.contact_name;
  const legal = payer
    ? el('ОфициальноеНаименование', payer.name) +
      el('ИНН', payer.inn) +
      (payer.kpp ? el('КПП', payer.kpp) : '') +
      `<ЮридическийАдрес>${el('Представление', payer.legalAddress)}</ЮридическийАдрес>`
    : el('ПолноеНаименование', order.contact_name);
  const contacts = [
    ['Почта', order.contact_email],
    ['Телефон рабочий', order.contact_phone],
  ]
    .filter(([, value]) => value)
    .map(([type, value]) => `<Контакт>${el('Тип', type!)}${el('Значение', value!)}</Контакт>`)
    .join('');
  return `<Контрагенты><Контрагент>${el('Ид', `shop-user-${order.user_id}`)}${el('Наименование', name)}${el('Роль', 'Покупатель')}${legal}<Контакты>${contacts}</Контакты></Контрагент></Контрагенты>`;
}

function item(line: OrderForOneC['items'][number]): string {
  return `<Товар>${el('Ид', line.onec_id ?? `shop-part-${line.part_id}`)}${el('Артикул', line.part_number)}${el('Наименование', line.name)}<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>${el('ЦенаЗаЕдиницу', amount(line.unit_price))}${el('Количество', line.quantity)}${el('Сумма', amount(line.unit_price * line.quantity))}<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', 'Товар')}${requisite('ТипНоменклатуры', 'Товар')}</ЗначенияРеквизитов></Товар>`;
}

function document(order: OrderForOneC): string {
  const requisites = [
    requisite('Статус заказа', t(`orders:statuses.${order.status}`)),
    requisite('Способ доставки', t(`orders:delivery.${order.delivery_method}`)),
    requisite('Адрес доставки', [order.city, order.delivery_address].filter(Boolean).join(', ')),
    requisite('Метод оплаты', t(`orders:payment.${order.payment_method}`)),
    requisite('Комментарий', order.comments),
  ].join('');
  return `<Документ>${el('Ид', order.id)}${el('Номер', order.order_number)}${el('Дата', order.date)}${el('Время', order.time)}${el('ХозОперация', 'Заказ товара')}${el('Роль', 'Продавец')}${el('Валюта', 'RUB')}${el('Курс', 1)}${el('Сумма', amount(order.total_price))}${counterparty(order)}${el('Комментарий', order.comments)}<Товары>${order.items.map(item).join('')}</Товары><ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов></Документ>`;
}

export function ordersDocument(orders: OrderForOneC[], now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="${stamp}">\n${orders.map(document).join('\n')}\n</КоммерческаяИнформация>\n`;
}
