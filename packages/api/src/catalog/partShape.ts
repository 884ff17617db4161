// The Part of the spec (section 3) as clients see it. Prices leave the server
// in roubles, the unit the old clients expect; inside they are kopecks.
import { discountedPrice } from '../pricing/clientTerms';
export interface PartDto {
  id: number;
  name: string;
  category: string;
  partNumber: string;
  price: number;
  retailPrice: number | null;
  availability: number;
  description: string;
  imageUrl: string;
  images: string[];
  createdAt: string;
  updatedAt: string;
}

interface PartRowForDto {
  id: number;
  name: string;
  category_id: string;
  part_number: string;
  price: number;
  retail_price: number | null;
  availability: number;
  description: string;
  created_at: Date;
  updated_at: Date;
}

export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;

/** The whole-catalogue Part (spec section 3); `price` is what this buyer pays. */
export function toPartDto(row: PartRowForDto, images: string[]): PartDto {
  return {
    id: row.id,
    name: row.name,
    category: row.category_id,
    partNumber: row.part_number,
    price: kopecksToRoubles(row.price),
    retailPrice: row.retail_price === null ? null : kopecksToRoubles(row.retail_price),
    availability: row.availability,
    description: row.description,
    imageUrl: images.join(','),
    images,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A part as the web catalogue lists it: money stays in kopecks (integers). */
export interface PartListItem {
  id: number;
  name: string;
  categoryId: string;
  partNumber: string;
  /** The maker ('Yamaha', 'Sheng-E'); empty when the price list names none. */
  brand: string;
  /** What this buyer pays: the catalogue price less the client's discount. */
  priceKopecks: number;
  /** The catalogue price before the client's discount (shown crossed out when higher). */
  basePriceKopecks: number;
  retailPriceKopecks: number | null;
  availability: number;
  images: string[];
  createdAt: string;
  updatedAt: string;
}

type PartRowForList = Omit<PartRowForDto, 'description'> & { brand: string };

export function toPartListItem(row: PartRowForList, images: string[], discountPercent = 0): PartListItem {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    partNumber: row.part_number,
    brand: row.brand,
    priceKopecks: discountedPrice(row.price, discountPercent),
    basePriceKopecks: row.price,
    retailPriceKopecks: row.retail_price,
    availability: row.availability,
    images,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
