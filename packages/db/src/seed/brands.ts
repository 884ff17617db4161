// The four catalogue brands and their article-number styles.
import type { DemoCategoryId } from './categories';
import type { Family, Platform } from './platforms';
import type { Rng } from './prng';

export type DemoBrand = 'Yamaha' | 'Sheng-E' | 'Lipai' | 'MotoPart B2B';

export interface BrandInfo {
  name: DemoBrand;
  /** Share of the catalogue, roughly. */
  weight: number;
  /** Platforms this brand makes parts for. */
  families: readonly Family[];
}

export const DEMO_BRANDS: readonly BrandInfo[] = [
  { name: 'Yamaha', weight: 0.22, families: ['yamaha'] },
  { name: 'Sheng-E', weight: 0.26, families: ['china', 'honda'] },
  { name: 'Lipai', weight: 0.2, families: ['china', 'honda', 'suzuki'] },
  { name: 'MotoPart B2B', weight: 0.32, families: ['yamaha', 'honda', 'suzuki', 'china'] },
];

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

// Yamaha's first block is the model code; the middle block's first character
// hints at the part group, so keep it per category.
const YAMAHA_GROUP: Record<DemoCategoryId, readonly string[]> = {
  engine: ['1', 'E'],
  batteries: ['H', '8'],
  wheels: ['5', 'F'],
  brakes: ['F', '2'],
  electrics: ['H', '8'],
  body: ['F', '2'],
};
const YAMAHA_SUFFIX = ['00', '00', '00', '01', '10', '11'];
const LIPAI_SERIES = ['50QT', '50QT', '80QT', '125T', '150T', '50QS'];

/** One candidate article; the caller retries on collisions. */
export function articleFor(
  brand: DemoBrand,
  category: DemoCategoryId,
  platform: Platform | undefined,
  rng: Rng,
): string {
  switch (brand) {
    case 'Yamaha': {
      const model = platform?.family === 'yamaha' ? platform.code : '5ML';
      const group = rng.pick(YAMAHA_GROUP[category]);
      return `${model}-${group}${pad(rng.int(0, 9999), 4)}-${rng.pick(YAMAHA_SUFFIX)}`;
    }
    case 'Sheng-E': {
      const code = platform?.family === 'china' ? platform.code : '139QMB';
      return `SEE-${code}-${pad(rng.int(1, 9999), 4)}`;
    }
    case 'Lipai':
      return `LP-${rng.pick(LIPAI_SERIES)}-${pad(rng.int(1000, 9999), 4)}`;
    case 'MotoPart B2B':
      return `MP-${rng.int(10000, 99999)}`;
  }
}
