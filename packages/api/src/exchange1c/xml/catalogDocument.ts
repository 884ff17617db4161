// import.xml: the groups (categories) and products of a CommerceML catalogue.
import type { XmlNode } from './reader';
import { child, children, textAt } from './nodes';

export const ROOT = 'КоммерческаяИнформация';
export const GROUP_PATH = `${ROOT}/Классификатор/Группы/Группа`;
export const CATALOG_PATH = `${ROOT}/Каталог`;
export const PRODUCT_PATH = `${CATALOG_PATH}/Товары/Товар`;

export interface GroupRecord {
  id: string;
  name: string;
}

export interface ProductRecord {
  /** The product's Ид (a characteristic's `#…` is not part of a product's). */
  id: string;
  article: string;
  name: string;
  /** null: not sent, keep what the part has. */
  description: string | null;
  brand: string | null;
  groupId: string | null;
  /** Paths of pictures inside the exchange (import_files/…). */
  pictures: string[];
  deleted: boolean;
}

/** A group and the groups inside it, flattened (the shop's categories are one level). */
export function readGroups(node: XmlNode, into: GroupRecord[] = []): GroupRecord[] {
  const id = textAt(node, 'Ид');
  const name = textAt(node, 'Наименование');
  if (id && name) into.push({ id, name });
  for (const inner of children(child(node, 'Группы'), 'Группа')) readGroups(inner, into);
  return into;
}

const isDeleted = (node: XmlNode) =>
  node.attrs['Статус'] === 'Удален' ||
  textAt(node, 'Статус') === 'Удален' ||
  textAt(node, 'ПометкаУдаления') === 'true';

/** A product; null when it has no Ид (the caller refuses the file). */
export function readProduct(node: XmlNode): ProductRecord | null {
  const fullId = textAt(node, 'Ид');
  if (!fullId) return null;
  const id = fullId.split('#')[0]!;
  const name = textAt(node, 'Наименование') || textAt(node, 'ПолноеНаименование') || id;
  return {
    id,
    article: textAt(node, 'Артикул') || id,
    name,
    description: textAt(node, 'Описание'),
    brand: textAt(node, 'Изготовитель/Наименование') ?? textAt(node, 'Бренд'),
    groupId: textAt(node, 'Группы/Ид') || null,
    pictures: children(node, 'Картинка')
      .map((p) => p.text.trim())
      .filter(Boolean),
    deleted: isDeleted(node),
  };
}
