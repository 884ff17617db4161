// offers.xml, prices.xml and rests.xml: price types, then each offer's prices and stock.
import type { XmlNode } from './reader';
import { child, children, numberOf, textAt } from './nodes';
import { ROOT } from './catalogDocument';

const PACKAGE = `${ROOT}/ПакетПредложений`;
export const PRICE_TYPE_PATH = `${PACKAGE}/ТипыЦен/ТипЦены`;
export const OFFER_PATH = `${PACKAGE}/Предложения/Предложение`;

export interface PriceType {
  id: string;
  name: string;
}

export interface OfferRecord {
  /** The product's Ид (before `#`). */
  productId: string;
  /** Whether the offer is one characteristic of the product (`product#characteristic`). */
  characteristic: boolean;
  /** Kopecks per unit by price type Ид. */
  prices: Map<string, number>;
  /** null: the offer says nothing about stock. */
  stock: number | null;
}

export function readPriceType(node: XmlNode): PriceType | null {
  const id = textAt(node, 'Ид');
  const name = textAt(node, 'Наименование');
  return id && name ? { id, name } : null;
}

const sum = (values: Array<number | null>) =>
  values.some((v) => v !== null) ? values.reduce<number>((total, v) => total + (v ?? 0), 0) : null;

/** `Количество`, else the warehouses' `КоличествоНаСкладе`, else `Остатки`: the three shapes 1C sends. */
function stockOf(node: XmlNode): number | null {
  const direct = numberOf(textAt(node, 'Количество'));
  if (direct !== null) return direct;
  const warehouses = sum(children(node, 'Склад').map((s) => numberOf(s.attrs['КоличествоНаСкладе'] ?? null)));
  if (warehouses !== null) return warehouses;
  const rests = children(child(node, 'Остатки'), 'Остаток');
  if (rests.length === 0) return null;
  return sum(
    rests.map((rest) => {
      const stores = children(rest, 'Склад');
      if (stores.length > 0) return sum(stores.map((s) => numberOf(textAt(s, 'Количество'))));
      return numberOf(textAt(rest, 'Количество'));
    }),
  );
}

export function readOffer(node: XmlNode): OfferRecord | null {
  const fullId = textAt(node, 'Ид');
  if (!fullId) return null;
  const [productId, characteristicId] = fullId.split('#');
  const prices = new Map<string, number>();
  for (const price of children(child(node, 'Цены'), 'Цена')) {
    const type = textAt(price, 'ИдТипаЦены');
    const value = numberOf(textAt(price, 'ЦенаЗаЕдиницу'));
    if (type && value !== null && value >= 0) prices.set(type, Math.round(value * 100));
  }
  const stock = stockOf(node);
  return {
    productId: productId!,
    characteristic: Boolean(characteristicId),
    prices,
    stock: stock === null ? null : Math.min(1_000_000_000, Math.max(0, Math.floor(stock))),
  };
}
