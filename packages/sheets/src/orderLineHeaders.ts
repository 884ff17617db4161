// Headers of the article and quantity columns as buyers' files name them;
// the shop's own exports ('Артикул', 'Количество') are among them.
import type { HeaderAliases } from './headers';

export type OrderLineField = 'article' | 'quantity';

export const ORDER_LINE_HEADERS: HeaderAliases<OrderLineField> = {
  article: [
    'артикул',
    'арт',
    'article',
    'art',
    'part number',
    'partnumber',
    'part_number',
    'part no',
    'sku',
    'код',
    'код товара',
    'каталожный номер',
    'номер детали',
  ],
  quantity: ['кол-во', 'количество', 'кол', 'qty', 'quantity', 'шт', 'pcs', 'count', 'штук'],
};
