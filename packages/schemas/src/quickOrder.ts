// Inputs of the quick order (issue 17): a pasted list or rows already split,
// an uploaded file, and the Excel export of a cart, an order or a saved list.
import { orders } from '@shop/i18n/namespaces/orders';
import { quickOrder } from '@shop/i18n/namespaces/quickOrder';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
} from './limits';
import { fileBytes, idField, orderLineInput, textField } from './fields';
import { z } from './zod';

export { QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES };

/** A pasted list of 1 000 lines of up to ~200 characters each. */
export const QUICK_ORDER_MAX_TEXT = 200 * QUICK_ORDER_MAX_LINES;

const listText = textField.max(
  QUICK_ORDER_MAX_TEXT,
  quickOrder.errors.textTooLong.replace('{{max}}', String(QUICK_ORDER_MAX_TEXT)),
);

export const quickOrderLineInput = z.object({
  article: textField.trim().min(1, quickOrder.errors.articleRequired).max(200),
  quantity: z
    .number()
    .int(orders.validation.quantity)
    .min(1, orders.validation.quantity)
    .max(MAX_LINE_QUANTITY, orders.validation.quantity)
    .default(1),
});

/** `{text}`: a list as pasted; `{lines}`: rows already split into article and quantity. One of the two. */
export const quickOrderResolveInput = z
  .object({
    text: listText
      .optional()
      .describe(
        'Список как его вставили: по строке на позицию («CH-125-004 10», «5GH-E4451-00 x4», «артикул;4», «артикул 4 шт»)',
      ),
    lines: z
      .array(quickOrderLineInput)
      .min(1, quickOrder.errors.empty)
      .max(
        QUICK_ORDER_MAX_LINES,
        quickOrder.errors.tooManyLinesShort.replace('{{max}}', String(QUICK_ORDER_MAX_LINES)),
      )
      .optional()
      .describe('Или строки, уже разделённые на артикул и количество'),
  })
  .refine((input) => (input.text === undefined) !== (input.lines === undefined), {
    message: quickOrder.errors.textOrLines,
  });
export type QuickOrderResolveInput = z.input<typeof quickOrderResolveInput>;

const column = z.number().int().min(0).max(25);

/** Base64 of at most 2 MB, 4 characters per 3 bytes. */
const MAX_BASE64 = Math.ceil(QUICK_ORDER_MAX_FILE_BYTES / 3) * 4;

const quickOrderTooLarge = () =>
  quickOrder.errors.fileTooLarge.replace('{{maxMb}}', String(QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024));

export const quickOrderFileInput = z
  .object({
    /** From the REST upload route, the bytes themselves (see `fileBytes`). */
    content: fileBytes(QUICK_ORDER_MAX_FILE_BYTES, quickOrderTooLarge()).optional(),
    contentBase64: z
      .string()
      .max(MAX_BASE64, quickOrderTooLarge())
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, quickOrder.errors.unknownFormat)
      .optional(),
    /** The buyer's choice when the file's headers named no columns. */
    columns: z.object({ article: column, quantity: column.nullable() }).optional(),
  })
  .refine((input) => (input.content === undefined) !== (input.contentBase64 === undefined), {
    message: quickOrder.errors.fileEmpty,
  });
export type QuickOrderFileInput = z.input<typeof quickOrderFileInput>;

export const exportXlsxInput = z.discriminatedUnion('source', [
  z.object({ source: z.literal('cart'), items: z.array(orderLineInput).min(1).max(MAX_ORDER_LINES) }),
  z.object({ source: z.literal('order'), id: idField }),
  z.object({ source: z.literal('savedList'), id: idField }),
]);
export type ExportXlsxInput = z.output<typeof exportXlsxInput>;

// ---- Outputs

export const quickOrderStatuses = [
  'found',
  'corrected',
  'ambiguous',
  'not_found',
  'out_of_stock',
  'partial',
] as const;
export type QuickOrderStatus = (typeof quickOrderStatuses)[number];
export const quickOrderMatchKinds = ['exact', 'normalised', 'layout', 'prefix', 'transposed'] as const;

const quickOrderPartOutput = z.object({
  id: z.number(),
  partNumber: z.string(),
  name: z.string(),
  brand: z.string(),
  priceKopecks: z.number(),
  availability: z.number(),
  imageUrl: z.string(),
});

/** orders.quickOrder.resolve (and `shop quick-order --json`): one result per part, then the totals. */
export const quickOrderResultOutput = z.object({
  lines: z.array(
    z.object({
      /** The rows of the list this result answers: several when duplicates were merged. */
      rows: z.array(z.number()),
      input: z.string(),
      /** The article as read from the first row, without its quantity. */
      article: z.string(),
      quantity: z.number(),
      status: z.enum(quickOrderStatuses),
      /** How the article was matched (also for parts out of stock). */
      match: z.enum(quickOrderMatchKinds).nullable(),
      part: quickOrderPartOutput.nullable(),
      /** For `ambiguous`: the parts to pick from. */
      candidates: z.array(quickOrderPartOutput),
      moreCandidates: z.boolean(),
      inStock: z.number(),
      toOrder: z.number(),
    }),
  ),
  positions: z.number(),
  units: z.number(),
  totalKopecks: z.number(),
});

/** orders.quickOrder.readFile: a list to resolve, or the columns to ask the buyer about. */
export const quickOrderFileOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lines'), text: z.string(), lineCount: z.number() }),
  z.object({ kind: z.literal('columns'), preview: z.array(z.array(z.string())), columnCount: z.number() }),
]);
