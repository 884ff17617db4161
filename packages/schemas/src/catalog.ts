// Inputs of the catalogue: search with filters and pages, one product, and
// the administrator's stock update (REST POST /api/parts/update-availability).
import { idField, isoDateTimeOutput, parsedOncePerObject, textField } from './fields';
import { CATALOG_PAGE_SIZES } from './limits';
import { z } from './zod';

export { CATALOG_PAGE_SIZES };

export const catalogSortValues = ['home', 'catalog'] as const;

export const catalogSearchInput = z.object({
  query: textField.trim().max(100).default(''),
  categoryId: textField.trim().max(64).nullish(),
  brand: textField.trim().max(100).nullish(),
  newOnly: z.boolean().default(false),
  sort: z.enum(catalogSortValues).default('home'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(60).default(CATALOG_PAGE_SIZES.home),
});
export type CatalogSearchInput = z.input<typeof catalogSearchInput>;

export const productIdInput = z.object({ id: idField });

export const availabilityUpdateInput = z.object({
  items: z
    .array(
      z.object({
        partId: idField,
        quantity: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(5000),
});
export type AvailabilityUpdateInput = z.infer<typeof availabilityUpdateInput>;

// ---- Outputs

export const categoryOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});

/** The spec's Part (section 3) of the whole price list: money in roubles, `price` what this buyer pays. */
export const partOutput = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  partNumber: z.string(),
  price: z.number(),
  retailPrice: z.number().nullable(),
  availability: z.number(),
  description: z.string(),
  /** The images joined with commas, as the old clients read it. */
  imageUrl: z.string(),
  images: z.array(z.string()),
  createdAt: isoDateTimeOutput,
  updatedAt: isoDateTimeOutput,
});

/** catalog.partsData (GET /api/parts-data): the whole catalogue, one cached object per discount. */
export const partsDataOutput = parsedOncePerObject(
  z.object({
    categories: z.array(categoryOutput),
    parts: z.array(partOutput),
    lastUpdated: isoDateTimeOutput,
  }),
);

export const catalogOverviewOutput = z.object({
  categories: z.array(categoryOutput),
  lastUpdated: isoDateTimeOutput,
  totalParts: z.number(),
});

/** A part as the web catalogue lists it: money in kopecks. */
export const partListItemOutput = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.string(),
  partNumber: z.string(),
  /** The maker; empty when the price list names none. */
  brand: z.string(),
  /** What this buyer pays: the catalogue price less the client's discount. */
  priceKopecks: z.number(),
  /** The catalogue price before the client's discount (shown crossed out when higher). */
  basePriceKopecks: z.number(),
  retailPriceKopecks: z.number().nullable(),
  availability: z.number(),
  images: z.array(z.string()),
  createdAt: isoDateTimeOutput,
  updatedAt: isoDateTimeOutput,
});

export const catalogSearchOutput = z.object({
  items: z.array(partListItemOutput),
  total: z.number(),
  /** The count stopped at the search's cap: 'more than N'. */
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});

const productDetails = partListItemOutput.extend({
  description: z.string(),
  categoryName: z.string(),
  crossNumbers: z.array(z.string()),
  /** 'Аналоги' with their stock; prices only for a signed-in buyer. */
  analogues: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      partNumber: z.string(),
      brand: z.string(),
      availability: z.number(),
      priceKopecks: z.number().nullable(),
    }),
  ),
});

/** catalog.product: prices only for a signed-in buyer (`pricesVisible`). */
export const productOutput = z.discriminatedUnion('pricesVisible', [
  productDetails.extend({ pricesVisible: z.literal(true) }),
  productDetails.extend({
    pricesVisible: z.literal(false),
    priceKopecks: z.null(),
    basePriceKopecks: z.null(),
    retailPriceKopecks: z.null(),
  }),
]);

/** admin.catalog.updateAvailability (POST /api/parts/update-availability). */
export const availabilityUpdateOutput = z.object({ updated: z.number(), lastUpdated: isoDateTimeOutput });
