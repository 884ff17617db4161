// Inputs of the catalogue: search with filters and pages, one product, and
// the administrator's stock update (REST POST /api/parts/update-availability).
import { idField, textField } from './fields';
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
