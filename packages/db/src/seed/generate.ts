// Pure generation of the demo catalogue: no database, no clock. Same seed
// and `now` give the same parts, in the same order.
import { articleFor, DEMO_BRANDS } from './brands';
import type { DemoBrand } from './brands';
import type { DemoCategoryId } from './categories';
import { describePart } from './descriptions';
import { PART_TYPES } from './partTypes';
import type { PartType } from './partTypes';
import { fitmentSuffix, PLATFORMS } from './platforms';
import type { Family, Platform } from './platforms';
import { createRng } from './prng';
import type { Rng } from './prng';
import { pickDates } from './dates';

export const DEMO_SEED = 20_261_122;

export interface DemoPart {
  name: string;
  categoryId: DemoCategoryId;
  partNumber: string;
  brand: DemoBrand;
  /** Kopecks. */
  price: number;
  retailPrice: number | null;
  availability: number;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  imageCount: number;
}

const CATEGORY_WEIGHTS: Record<DemoCategoryId, number> = {
  engine: 0.28,
  electrics: 0.2,
  body: 0.18,
  brakes: 0.14,
  wheels: 0.12,
  batteries: 0.08,
};
// Originals cost more than the Chinese makers; the own brand sits between.
const PRICE_FACTOR: Record<DemoBrand, number> = {
  Yamaha: 1.35,
  'Sheng-E': 0.95,
  Lipai: 0.85,
  'MotoPart B2B': 0.9,
};
const IMAGE_COUNTS = [0, 1, 1, 1, 2, 2, 2, 3, 3, 4];

function weighted<T extends string>(weights: Record<T, number>, rng: Rng): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let roll = rng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

/** Whole roubles that look like a price list: 187, 1 240, 12 350. */
function roundRoubles(roubles: number): number {
  const step = roubles < 500 ? 1 : roubles < 5000 ? 10 : 50;
  return Math.min(25_000, Math.max(50, Math.round(roubles / step) * step));
}

function retailFor(price: number, rng: Rng): number | null {
  const roll = rng.next();
  if (roll < 0.4) return roundRoubles(price * (1.1 + rng.next() * 0.35));
  // A few with RRP equal to or below the wholesale price (no discount shown).
  if (roll < 0.43) return roundRoubles(price * (0.9 + rng.next() * 0.1));
  return null;
}

function partName(type: PartType, platform: Platform | undefined, rng: Rng): string {
  const variant = type.variants ? ` ${rng.pick(type.variants)}` : '';
  return `${type.name}${variant}${platform ? fitmentSuffix(platform) : ''}`;
}

function uniqueArticle(seen: Set<string>, make: () => string): string {
  for (;;) {
    const article = make();
    if (!seen.has(article)) {
      seen.add(article);
      return article;
    }
  }
}

// Engine codes read naturally only on engine parts ('Поршень в сборе
// 139QMB'); a 'Переключатель на руль 139QMB' would not: name it by model.
function platformsFor(categoryId: DemoCategoryId, families: readonly Family[]): Platform[] {
  const byCode = categoryId === 'engine';
  return PLATFORMS.filter((p) => families.includes(p.family) && (byCode || p.kind === 'model'));
}

export function generateDemoParts(now: Date, count: number, seed = DEMO_SEED): DemoPart[] {
  const rng = createRng(seed);
  const seen = new Set<string>();
  const brandWeights = Object.fromEntries(DEMO_BRANDS.map((b) => [b.name, b.weight])) as Record<
    DemoBrand,
    number
  >;
  const parts: DemoPart[] = [];
  for (let i = 0; i < count; i++) {
    const categoryId = weighted(CATEGORY_WEIGHTS, rng);
    const brand = weighted(brandWeights, rng);
    const families = DEMO_BRANDS.find((b) => b.name === brand)!.families;
    const type = rng.pick(PART_TYPES[categoryId]);
    const platform = type.fits === false ? undefined : rng.pick(platformsFor(categoryId, families));
    const roubles = roundRoubles(rng.int(type.price[0], type.price[1]) * PRICE_FACTOR[brand]);
    const retail = retailFor(roubles, rng);
    const availability = rng.chance(0.25) ? 0 : 1 + Math.floor(499 * rng.next() ** 3);
    parts.push({
      name: partName(type, platform, rng),
      categoryId,
      partNumber: uniqueArticle(seen, () => articleFor(brand, categoryId, platform, rng)),
      brand,
      price: roubles * 100,
      retailPrice: retail === null ? null : retail * 100,
      availability,
      description: describePart(categoryId, brand, rng),
      ...pickDates(now, rng),
      imageCount: rng.pick(IMAGE_COUNTS),
    });
  }
  // Identity ids then grow with creation time, as in a real shop.
  return parts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
