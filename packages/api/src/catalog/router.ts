import { publicProcedure, router } from '../trpc';
import { catalogLastUpdated, imagesByPart, listAllParts, listCategories } from './partsRepository';
import { toPartDto } from './partShape';

export const catalogRouter = router({
  /** The whole catalogue at once, for old clients of GET /api/parts-data. */
  partsData: publicProcedure.query(async ({ ctx }) => {
    const [categories, parts, images, lastUpdated] = await Promise.all([
      listCategories(ctx.db),
      listAllParts(ctx.db),
      imagesByPart(ctx.db),
      catalogLastUpdated(ctx.db),
    ]);
    return {
      categories,
      parts: parts.map((row) => toPartDto(row, images.get(row.id) ?? [])),
      lastUpdated: lastUpdated.toISOString(),
    };
  }),
});
