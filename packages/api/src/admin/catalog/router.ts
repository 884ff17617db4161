// Catalogue changes: the price-list import and stock from the warehouse.
import { availabilityUpdateInput } from '@shop/schemas';
import { updateAvailability } from '../../catalog/availability';
import { importPartsProcedure } from '../../catalog/importParts';
import { adminProcedure, router } from '../../trpc';

export const adminCatalogRouter = router({
  importParts: importPartsProcedure,

  /** Stock from the warehouse: admin only, so a buyer cannot change it. */
  updateAvailability: adminProcedure
    .input(availabilityUpdateInput)
    .mutation(({ ctx, input }) => updateAvailability(ctx.db, input)),
});
