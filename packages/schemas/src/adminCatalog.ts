// Inputs of catalogue administration (issue 19). Money is kopecks here; the
// REST adapter converts the roubles of back-office systems. The web form
// derives from `partFields` with .pick()/.partial().
import { admin } from '@shop/i18n/namespaces/admin';
import { quickOrder } from '@shop/i18n/namespaces/quickOrder';
import { catalogSortValues } from './catalog';
import { fileBytes, idField, isoDateTimeOutput, textField } from './fields';
import { PRICE_LIST_MAX_FILE_BYTES } from './limits';
import { z } from './zod';

const v = admin.catalog.validation;
/** 100 000 000 roubles: far above any part, far below int4/bigint trouble. */
export const MAX_PRICE_KOPECKS = 10_000_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_CROSS_NUMBERS = 100;

const hasLetterOrDigit = (value: string) => /[\p{L}\p{N}]/u.test(value);
const kopecks = z.number(v.price).int(v.price).min(0, v.price).max(MAX_PRICE_KOPECKS, v.price);

/** One cross number: like an article, at most 64 characters with at least one letter or digit. */
export const crossNumberField = textField
  .trim()
  .max(64, v.crossNumber)
  .refine(hasLetterOrDigit, v.crossNumber);

/** Cross numbers as the form and the import write them: "A-1, B-2; C-3". */
export function splitCrossNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The part's fields with no defaults: an edit changes only what it sends. */
const partFieldsNoDefaults = z.object({
  name: textField.trim().min(1, v.nameRequired).max(300, v.nameTooLong),
  partNumber: textField
    .trim()
    .min(1, v.articleRequired)
    .max(64, v.articleTooLong)
    .refine(hasLetterOrDigit, v.articleNoCharacters),
  brand: textField.trim().max(100, v.brandTooLong),
  categoryId: textField.trim().min(1, v.categoryRequired).max(64, v.categoryRequired),
  priceKopecks: kopecks,
  retailPriceKopecks: kopecks.nullable(),
  availability: z.number(v.stock).int(v.stock).min(0, v.stock).max(MAX_STOCK, v.stock),
  description: textField.trim().max(5000, v.descriptionTooLong),
  markedNew: z.boolean(),
  crossNumbers: z.array(crossNumberField).max(MAX_CROSS_NUMBERS, v.tooManyCrossNumbers),
  /** Articles of other parts to link as analogues (both ways). */
  analogueArticles: z.array(crossNumberField).max(MAX_CROSS_NUMBERS, v.tooManyCrossNumbers),
});
const f = partFieldsNoDefaults.shape;

export const partFields = partFieldsNoDefaults.extend({
  brand: f.brand.default(''),
  retailPriceKopecks: f.retailPriceKopecks.default(null),
  availability: f.availability.default(0),
  description: f.description.default(''),
  markedNew: f.markedNew.default(false),
  crossNumbers: f.crossNumbers.default([]),
  analogueArticles: f.analogueArticles.default([]),
});
export const partCreateInput = partFields;
export type PartCreateInput = z.input<typeof partCreateInput>;

/** Any of the fields, plus archiving; an inline edit sends just one. */
export const partUpdateInput = z.object({
  id: idField,
  patch: partFieldsNoDefaults.partial().extend({ archived: z.boolean().optional() }),
});
export type PartUpdateInput = z.input<typeof partUpdateInput>;

export const adminStockFilterValues = ['in', 'out', 'low'] as const;
export const adminArchivedValues = ['hide', 'include', 'only'] as const;

export const adminPartsListInput = z.object({
  query: textField.trim().max(100).default(''),
  categoryId: textField.trim().max(64).nullish(),
  brand: textField.trim().max(100).nullish(),
  stock: z.enum(adminStockFilterValues).nullish(),
  newOnly: z.boolean().default(false),
  noPhoto: z.boolean().default(false),
  archived: z.enum(adminArchivedValues).default('hide'),
  sort: z.enum(catalogSortValues).default('catalog'),
  page: z.number(v.page).int(v.page).min(1, v.page).max(100_000, v.page).default(1),
  pageSize: z.number(v.pageSize).int(v.pageSize).min(1, v.pageSize).max(100, v.pageSize).default(25),
});
export type AdminPartsListInput = z.input<typeof adminPartsListInput>;

export const partIdInput = z.object({ id: idField });

const categoryId = textField.trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, admin.catalog.categories.idInvalid);
const categoryName = textField.trim().min(1, v.nameRequired).max(100, v.nameTooLong);
/** Category codes are slugs ('engine'), not numeric ids. */
export const categoryCreateInput = z.object({ categoryId, name: categoryName });
export const categoryUpdateInput = z.object({
  categoryId: textField.trim().min(1).max(64),
  name: categoryName.optional(),
  archived: z.boolean().optional(),
});
export const categoryDeleteInput = z.object({ categoryId: textField.trim().min(1).max(64) });
export const categoryOrderInput = z.object({
  categoryIds: z.array(textField.trim().min(1).max(64)).min(1).max(500),
});
export const photoOrderInput = z.object({ partId: idField, photoIds: z.array(idField).min(1).max(20) });
export const photoIdInput = z.object({ photoId: idField });

/** Columns of a price list the import reads ('Кроссы': numbers separated by commas or semicolons). */
export const priceListFields = [
  'article',
  'name',
  'category',
  'brand',
  'price',
  'retailPrice',
  'availability',
  'description',
  'crossNumbers',
] as const;
const fileName = textField.trim().min(1).max(255);
/** Characters of base64 that carry `bytes` bytes (4 per 3, and a little padding). */
const base64Length = (bytes: number) => Math.ceil((bytes * 4) / 3) + 8;
const BASE64 = /^[A-Za-z0-9+/=\s]*$/;

/** base64 of a price list at its limit (a 100 000-row list is up to 20 MB). */
const fileBase64 = z
  .string()
  .max(base64Length(PRICE_LIST_MAX_FILE_BYTES), v.priceListTooLarge)
  .regex(BASE64, v.fileDamaged);

export const priceImportPreviewInput = z
  .object({
    fileName,
    /** JSON callers (tRPC, REST with a JSON body) send the file as base64… */
    contentBase64: fileBase64.optional(),
    /** …the REST upload route passes the bytes it received, with no base64 in between. */
    content: fileBytes(PRICE_LIST_MAX_FILE_BYTES, v.priceListTooLarge).optional(),
    /** Field -> column (0-based); absent: found by headers or remembered from the last import. */
    mapping: z
      .partialRecord(
        z.enum(priceListFields),
        z.number(v.column).int(v.column).min(0, v.column).max(500, v.column),
      )
      .optional(),
    archiveMissing: z.boolean().default(false),
  })
  .refine((input) => (input.content === undefined) !== (input.contentBase64 === undefined), {
    message: quickOrder.errors.fileEmpty,
  });
export const priceImportIdInput = z.object({ importId: idField });

/** One photo of at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const photoUploadInput = z.object({
  partId: idField,
  fileName,
  contentBase64: z.string().max(base64Length(MAX_PHOTO_BYTES), v.photoTooLarge).regex(BASE64, v.fileDamaged),
});

// ---- Outputs (money in kopecks)

/** admin.catalog.importParts (`shop catalog:import --json`): one line per row of the file. */
export const importPartsOutput = z.object({
  dryRun: z.boolean(),
  report: z.array(
    z.object({
      row: z.number(),
      article: z.string(),
      status: z.enum(['created', 'updated', 'error']),
      message: z.string().optional(),
    }),
  ),
});

/** One photo of a part (admin.catalog.addPhoto/removePhoto/reorderPhotos answer the part's photos). */
export const adminPhotoOutput = z.object({ id: z.number(), url: z.string(), position: z.number() });

/** A part as the admin sees it: every field, archived ones too. */
export const adminPartOutput = z.object({
  id: z.number(),
  name: z.string(),
  partNumber: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  priceKopecks: z.number(),
  retailPriceKopecks: z.number().nullable(),
  availability: z.number(),
  description: z.string(),
  markedNew: z.boolean(),
  archived: z.boolean(),
  archivedAt: isoDateTimeOutput.nullable(),
  updatedAt: isoDateTimeOutput,
  photos: z.array(adminPhotoOutput),
});

export const adminPartsListOutput = z.object({
  items: z.array(adminPartOutput),
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});

/** One entry of the audit log: who, when, and the changed fields before -> after. */
export const auditEntryOutput = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTimeOutput,
});

/** admin.catalog.part/create/update: the part with cross numbers, analogues and its history. */
export const adminPartDetailOutput = adminPartOutput.extend({
  crossNumbers: z.array(z.string()),
  analogueArticles: z.array(z.string()),
  history: z.array(auditEntryOutput),
});

export const adminCategoryOutput = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  archived: z.boolean(),
});
/** The admin's categories, in the buyer's order (create, rename, reorder, archive, delete answer it). */
export const adminCategoriesOutput = z.array(adminCategoryOutput);

const priceImportCounts = z.object({
  created: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  archived: z.number(),
});
const priceValues = z.object({ priceKopecks: z.number(), availability: z.number() });

/** admin.catalog.importPreview/importApply: counts complete, lists cut to their first rows. */
export const priceImportSummaryOutput = z.object({
  importId: z.number(),
  fileName: z.string(),
  headers: z.array(z.string()),
  /** Field -> column (0-based) as read. */
  mapping: z.partialRecord(z.enum(priceListFields), z.number()),
  counts: priceImportCounts,
  created: z.array(
    z.object({
      row: z.number(),
      article: z.string(),
      name: z.string(),
      priceKopecks: z.number(),
      availability: z.number(),
    }),
  ),
  changed: z.array(
    z.object({
      row: z.number(),
      article: z.string(),
      name: z.string(),
      before: priceValues,
      after: priceValues,
    }),
  ),
  rejected: z.array(z.object({ row: z.number(), article: z.string(), reason: z.string() })),
});

/** admin.catalog.imports: the last imports, newest first. */
export const priceImportHistoryOutput = z.object({
  id: z.number(),
  fileName: z.string(),
  status: z.enum(['preview', 'applied', 'failed']),
  counts: priceImportCounts,
  /** Parts this import archived that can still be restored from the history. */
  restorable: z.number(),
  archiveRestoredAt: isoDateTimeOutput.nullable(),
  actorName: z.string().nullable(),
  createdAt: isoDateTimeOutput,
  appliedAt: isoDateTimeOutput.nullable(),
});

/** admin.catalog.importRestoreArchived: how many parts came back (0 and `alreadyRestored` on a repeat). */
export const priceImportRestoreOutput = z.object({
  importId: z.number(),
  restored: z.number(),
  alreadyRestored: z.boolean(),
});
