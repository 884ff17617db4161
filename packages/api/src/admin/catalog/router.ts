// Catalogue administration (issue 19): parts, categories, the audit log, the
// price-list import of the CLI and stock from the warehouse. Admin only.
import {
  adminPartsListInput,
  availabilityUpdateInput,
  categoryCreateInput,
  categoryOrderInput,
  categoryUpdateInput,
  partCreateInput,
  partIdInput,
  partUpdateInput,
} from '@shop/schemas';
import { updateAvailability } from '../../catalog/availability';
import { importPartsProcedure } from '../../catalog/importParts';
import { adminProcedure, router } from '../../trpc';
import { createCategory, listAllCategories, reorderCategories, updateCategory } from './categories';
import { listAdminParts } from './listParts';
import { adminPartDetail } from './partAdminView';
import { createPart, updatePart } from './savePart';

export const adminCatalogRouter = router({
  importParts: importPartsProcedure,

  /** Stock from the warehouse: admin only, so a buyer cannot change it. */
  updateAvailability: adminProcedure
    .input(availabilityUpdateInput)
    .mutation(({ ctx, input }) => updateAvailability(ctx.db, input)),

  /** The parts list: the buyer's search plus the admin's filters. */
  list: adminProcedure.input(adminPartsListInput).query(({ ctx, input }) => listAdminParts(ctx.db, input)),

  /** One part with cross numbers, analogues, photos and its history. */
  part: adminProcedure.input(partIdInput).query(({ ctx, input }) => adminPartDetail(ctx.db, input.id)),

  create: adminProcedure
    .input(partCreateInput)
    .mutation(({ ctx, input }) => createPart(ctx.db, ctx.user.id, input)),

  /** Any of the fields (an inline price edit sends one), and archiving. */
  update: adminProcedure
    .input(partUpdateInput)
    .mutation(({ ctx, input }) => updatePart(ctx.db, ctx.user.id, input.id, input.patch)),

  categories: adminProcedure.query(({ ctx }) => listAllCategories(ctx.db)),
  createCategory: adminProcedure
    .input(categoryCreateInput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, ctx.user.id, input)),
  updateCategory: adminProcedure
    .input(categoryUpdateInput)
    .mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.user.id, input)),
  reorderCategories: adminProcedure
    .input(categoryOrderInput)
    .mutation(({ ctx, input }) => reorderCategories(ctx.db, ctx.user.id, input.categoryIds)),
});
