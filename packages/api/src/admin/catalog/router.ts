// Catalogue administration (issue 19): parts, categories, the audit log, the
// price-list import of the CLI and stock from the warehouse. Admin only.
import {
  adminCategoriesOutput,
  adminPartDetailOutput,
  adminPartsListInput,
  adminPartsListOutput,
  adminPhotoOutput,
  availabilityUpdateInput,
  availabilityUpdateOutput,
  categoryCreateInput,
  categoryDeleteInput,
  categoryOrderInput,
  categoryUpdateInput,
  partCreateInput,
  partIdInput,
  partUpdateInput,
  photoIdInput,
  photoOrderInput,
  photoUploadInput,
  fileOutput,
  priceImportHistoryOutput,
  priceImportIdInput,
  priceImportRestoreOutput,
  priceImportPreviewInput,
  priceImportSummaryOutput,
  z,
} from '@shop/schemas';
import { updateAvailability } from '../../catalog/availability';
import { importPartsProcedure } from '../../catalog/importParts';
import type { Context } from '../../context';
import { adminProcedure, router } from '../../trpc';
import {
  createCategory,
  deleteCategory,
  listAllCategories,
  reorderCategories,
  updateCategory,
} from './categories';
import { listAdminParts } from './listParts';
import { adminPartDetail } from './partAdminView';
import { createPart, updatePart } from './savePart';
import { addPhoto, removePhoto, reorderPhotos, type PhotoStore } from './photos';
import { applyImport, previewImport } from './priceImport/service';
import { importFile, listImports } from './priceImport/history';
import { restoreArchived } from './priceImport/restoreArchived';

const photoStoreOf = (ctx: Context): PhotoStore => ({
  files: ctx.files,
  publicUrl: ctx.config.photoPublicUrl,
});

export const adminCatalogRouter = router({
  importParts: importPartsProcedure,

  /** Stock from the warehouse: admin only, so a buyer cannot change it. */
  updateAvailability: adminProcedure
    .input(availabilityUpdateInput)
    .output(availabilityUpdateOutput)
    .mutation(({ ctx, input }) => updateAvailability(ctx.db, input)),

  /** The parts list: the buyer's search plus the admin's filters. */
  list: adminProcedure
    .input(adminPartsListInput)
    .output(adminPartsListOutput)
    .query(({ ctx, input }) => listAdminParts(ctx.db, input)),

  /** One part with cross numbers, analogues, photos and its history. */
  part: adminProcedure
    .input(partIdInput)
    .output(adminPartDetailOutput)
    .query(({ ctx, input }) => adminPartDetail(ctx.db, input.id)),

  create: adminProcedure
    .input(partCreateInput)
    .output(adminPartDetailOutput)
    .mutation(({ ctx, input }) => createPart(ctx.db, ctx.user.id, input)),

  /** Any of the fields (an inline price edit sends one), and archiving. */
  update: adminProcedure
    .input(partUpdateInput)
    .output(adminPartDetailOutput)
    .mutation(({ ctx, input }) => updatePart(ctx.db, ctx.user.id, input.id, input.patch)),

  /** A JPEG, PNG or WebP (by content, not name) of at most 10 MB; stored as WebP renditions. */
  addPhoto: adminProcedure
    .input(photoUploadInput)
    .output(z.array(adminPhotoOutput))
    .mutation(({ ctx, input }) => addPhoto(ctx.db, photoStoreOf(ctx), ctx.user.id, input)),
  removePhoto: adminProcedure
    .input(photoIdInput)
    .output(z.array(adminPhotoOutput))
    .mutation(({ ctx, input }) => removePhoto(ctx.db, photoStoreOf(ctx), ctx.user.id, input.photoId)),
  reorderPhotos: adminProcedure
    .input(photoOrderInput)
    .output(z.array(adminPhotoOutput))
    .mutation(({ ctx, input }) => reorderPhotos(ctx.db, ctx.user.id, input.partId, input.photoIds)),

  /** 'Импорт прайс-листа': what the file would change; nothing is written to the catalogue. */
  importPreview: adminProcedure
    .input(priceImportPreviewInput)
    .output(priceImportSummaryOutput)
    .mutation(({ ctx, input }) => previewImport(ctx.db, ctx.files, ctx.user.id, input)),
  /** 'Применить': all of a previewed import in one transaction, or nothing. */
  importApply: adminProcedure
    .input(priceImportIdInput)
    .output(priceImportSummaryOutput)
    .mutation(({ ctx, input }) => applyImport(ctx.db, ctx.files, ctx.user.id, input.importId)),
  imports: adminProcedure.output(z.array(priceImportHistoryOutput)).query(({ ctx }) => listImports(ctx.db)),
  /** 'Вернуть из архива': the parts this import archived, once (a repeat changes nothing). */
  importRestoreArchived: adminProcedure
    .input(priceImportIdInput)
    .output(priceImportRestoreOutput)
    .mutation(({ ctx, input }) => restoreArchived(ctx.db, ctx.user.id, input.importId)),
  importFile: adminProcedure
    .input(priceImportIdInput)
    .output(fileOutput)
    .query(({ ctx, input }) => importFile(ctx.db, ctx.files, input.importId)),

  categories: adminProcedure.output(adminCategoriesOutput).query(({ ctx }) => listAllCategories(ctx.db)),
  createCategory: adminProcedure
    .input(categoryCreateInput)
    .output(adminCategoriesOutput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, ctx.user.id, input)),
  updateCategory: adminProcedure
    .input(categoryUpdateInput)
    .output(adminCategoriesOutput)
    .mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.user.id, input)),
  reorderCategories: adminProcedure
    .input(categoryOrderInput)
    .output(adminCategoriesOutput)
    .mutation(({ ctx, input }) => reorderCategories(ctx.db, ctx.user.id, input.categoryIds)),
  /** Only an empty category: one with parts is archived instead (CONFLICT, in Russian). */
  deleteCategory: adminProcedure
    .input(categoryDeleteInput)
    .output(adminCategoriesOutput)
    .mutation(({ ctx, input }) => deleteCategory(ctx.db, ctx.user.id, input.categoryId)),
});
