import {
  catalogOverviewOutput,
  catalogSearchInput,
  catalogSearchOutput,
  partsDataOutput,
  productIdInput,
  productOutput,
} from '@shop/schemas';
import { t } from '@shop/i18n';
import { AppError } from '../errors';
import { analoguesOf, crossNumbersOf } from './analogues';
import { catalogBrands, catalogBrandsOutput } from './brands';
import { authedProcedure, limitPerClient, publicProcedure, router } from '../trpc';
import { PARTS_DATA_PER_CLIENT, PRODUCT_PER_CLIENT } from './limits';
import { catalogLastUpdated, countParts, findPart, imagesByPart, listCategories } from './partsRepository';
import { toPartListItem } from './partShape';
import { clientTerms } from '../pricing/clientTerms';
import { partsDataAtDiscount } from './partsSnapshot';
import { searchPage } from './searchPage';

export const catalogRouter = router({
  /** The whole wholesale price list at once, for old clients of GET /api/parts-data. */
  partsData: authedProcedure
    .use(limitPerClient('parts-data', PARTS_DATA_PER_CLIENT))
    .output(partsDataOutput)
    .query(async ({ ctx }) =>
      partsDataAtDiscount(ctx.db, (await clientTerms(ctx.db, ctx.user.id)).discountPercent),
    ),

  /** Categories for the filter buttons, the catalogue size and when it last changed. */
  overview: authedProcedure.output(catalogOverviewOutput).query(async ({ ctx }) => {
    const [categories, lastUpdated, totalParts] = await Promise.all([
      listCategories(ctx.db),
      catalogLastUpdated(ctx.db),
      countParts(ctx.db),
    ]);
    return { categories, lastUpdated: lastUpdated.toISOString(), totalParts };
  }),

  /** The brand filter's choices: the brands of the buyer's catalogue, kept while it is unchanged. */
  brands: authedProcedure.output(catalogBrandsOutput).query(({ ctx }) => catalogBrands(ctx.db)),

  /** One page of search results; wholesale prices are for signed-in buyers. */
  search: authedProcedure
    .input(catalogSearchInput)
    .output(catalogSearchOutput)
    .query(({ ctx, input }) => searchPage(ctx.db, ctx.user.id, input)),

  /** A product page and the part dialog: prices only for a signed-in buyer. */
  product: publicProcedure
    .use(limitPerClient('product', PRODUCT_PER_CLIENT))
    .input(productIdInput)
    .output(productOutput)
    .query(async ({ ctx, input }) => {
      const row = await findPart(ctx.db, input.id);
      if (!row) throw new AppError('NOT_FOUND', t('catalog:errors.productNotFound'));
      const [images, categories, analogueRows, crossNumbers] = await Promise.all([
        imagesByPart(ctx.db, [row.id]),
        listCategories(ctx.db),
        analoguesOf(ctx.db, row.id),
        crossNumbersOf(ctx.db, row.id),
      ]);
      const discount = ctx.user ? (await clientTerms(ctx.db, ctx.user.id)).discountPercent : 0;
      const item = toPartListItem(row, images.get(row.id) ?? [], discount);
      // 'Аналоги' with their stock; their prices, like the part's, only for a buyer (with the buyer's discount).
      const analogues = analogueRows.map((a) => {
        const { id, name, partNumber, brand, availability, priceKopecks } = toPartListItem(a, [], discount);
        return { id, name, partNumber, brand, availability, priceKopecks: ctx.user ? priceKopecks : null };
      });
      const common = {
        ...item,
        description: row.description,
        categoryName: categories.find((c) => c.id === row.category_id)?.name ?? row.category_id,
        crossNumbers,
        analogues,
      };
      if (ctx.user) return { ...common, pricesVisible: true as const };
      return {
        ...common,
        priceKopecks: null,
        basePriceKopecks: null,
        retailPriceKopecks: null,
        pricesVisible: false as const,
      };
    }),
});
