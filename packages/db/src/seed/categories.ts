// The spec's built-in fallback list of six categories, in display order.

export type DemoCategoryId = 'engine' | 'batteries' | 'wheels' | 'brakes' | 'electrics' | 'body';

export interface DemoCategory {
  id: DemoCategoryId;
  name: string;
  description: string;
  sortOrder: number;
  /** Soft background and accent for the generated images. */
  colors: { background: string; accent: string };
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 'engine',
    name: 'Двигатель и детали двигателя',
    description: 'Поршневые группы, прокладки, коленвалы, вариаторы и всё для ремонта двигателя.',
    sortOrder: 1,
    colors: { background: '#FFF1E6', accent: '#FF6600' },
  },
  {
    id: 'batteries',
    name: 'Аккумуляторы',
    description: 'Гелевые и AGM-аккумуляторы 12V для скутеров и мопедов, зарядные устройства.',
    sortOrder: 2,
    colors: { background: '#EAF4EA', accent: '#2E7D32' },
  },
  {
    id: 'wheels',
    name: 'Колёса и шины',
    description: 'Покрышки, камеры, диски и подшипники колёс для популярных моделей.',
    sortOrder: 3,
    colors: { background: '#ECEFF4', accent: '#37474F' },
  },
  {
    id: 'brakes',
    name: 'Тормозная система',
    description: 'Колодки, диски, суппорты, тросы и рычаги тормоза.',
    sortOrder: 4,
    colors: { background: '#FDECEC', accent: '#C62828' },
  },
  {
    id: 'electrics',
    name: 'Электрика и электроника',
    description: 'Коммутаторы, катушки, свечи, реле, проводка, фары и поворотники.',
    sortOrder: 5,
    colors: { background: '#FFF8E1', accent: '#F9A825' },
  },
  {
    id: 'body',
    name: 'Рама и кузов',
    description: 'Пластик, зеркала, сиденья, подножки и крепёж кузова.',
    sortOrder: 6,
    colors: { background: '#E8F1FB', accent: '#1565C0' },
  },
];

export function demoCategory(id: string): DemoCategory | undefined {
  return DEMO_CATEGORIES.find((c) => c.id === id);
}
