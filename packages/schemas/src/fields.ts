// The rules every input shares, written once: what an id is, what text may
// contain, and how lines of parts (orders, order edits, saved lists, cart
// previews) are read. Every schema of this package builds on them.
import { errors } from '@shop/i18n/namespaces/errors';
import { orders } from '@shop/i18n/namespaces/orders';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './limits';
import { z } from './zod';

/** Every id column is PostgreSQL `integer` (int4). */
export const MAX_ID = 2_147_483_647;

/**
 * A row id: a whole number from 1 to MAX_ID, as a JSON number or as the
 * decimal digits of a REST path or query string. '0x10', '1e20', '1.5', '-1',
 * ' 7', '' are refused with a Russian 400 before they reach the database.
 */
const invalidId = () => errors.invalidId;

/** The decimal digits of 1..MAX_ID (leading zeros allowed), so that the OpenAPI document states the exact range too. */
const ID_DIGITS =
  /^0*(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/** An id as a REST path or query writes it. */
export const idText = z.string(invalidId()).regex(ID_DIGITS, invalidId());

export const idField = z
  .union([z.number(invalidId()).int(invalidId()).min(1, invalidId()).max(MAX_ID, invalidId()), idText], {
    error: invalidId,
  })
  .transform(Number);

/** A lone half of a UTF-16 surrogate pair: not Unicode, and PostgreSQL cannot store it either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL character, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The base of every text input (names, comments, addresses, search, lists,
 * the contact form, tokens, passwords). Chain `.trim()`, `.max()`… as usual.
 */
export const textField = z.string().refine(isStorableText, { error: () => errors.invalidText });

// Plain numbers in limits.ts, which the table reader (@shop/sheets) imports without zod.
export { MAX_LINE_QUANTITY, MAX_ORDER_LINES };

const quantityMessage = () => orders.validation.quantity;

export const orderLineInput = z.object({
  partId: idField,
  quantity: z
    .number()
    .int(quantityMessage())
    .min(1, quantityMessage())
    .max(MAX_LINE_QUANTITY, quantityMessage()),
});
export type OrderLine = z.output<typeof orderLineInput>;

/**
 * The same part on several lines becomes one line with the sum. Sorted by
 * part id: orders lock their parts' rows in this order, so two orders never
 * wait for each other crosswise.
 */
export function mergeDuplicateLines(lines: ReadonlyArray<OrderLine>): OrderLine[] {
  const merged = new Map<number, number>();
  for (const { partId, quantity } of lines) merged.set(partId, (merged.get(partId) ?? 0) + quantity);
  return [...merged].sort(([a], [b]) => a - b).map(([partId, quantity]) => ({ partId, quantity }));
}

/**
 * Lines of parts: each line valid on its own, then repeated parts added up,
 * and only then the caps: at most MAX_LINE_QUANTITY of a part and
 * MAX_ORDER_LINES distinct parts. Repeating a line cannot get round either.
 */
export function orderLinesField(emptyMessage: string) {
  const tooMany = () => orders.validation.tooManyLines.replace('{{max}}', String(MAX_ORDER_LINES));
  return (
    z
      .array(orderLineInput)
      .min(1, emptyMessage)
      // Before merging too, so a flood of tiny lines costs nothing to refuse.
      .max(MAX_ORDER_LINES * 2, tooMany())
      .transform(mergeDuplicateLines)
      .pipe(
        z
          .array(
            z.object({
              partId: z.number(),
              quantity: z.number().max(MAX_LINE_QUANTITY, orders.validation.quantityTotal),
            }),
          )
          .max(MAX_ORDER_LINES, tooMany()),
      )
  );
}

// ---- Outputs: what procedures answer. Plain shapes, no input rules: an old
// row that a newer rule would refuse must still leave the API intact.

/** An instant as the API sends it: `Date.prototype.toISOString()` (no transformer, JSON carries strings). */
export const isoDateTimeOutput = z.string().describe('ISO 8601');

/** The answer of a mutation that returns nothing else. */
export const okOutput = z.object({ ok: z.literal(true) });

/** A file for the browser to save (PDF, XLSX): its name and bytes in base64. */
export const fileOutput = z.object({ fileName: z.string(), contentBase64: z.string() });

/**
 * For a large answer that is one cached object (the whole catalogue): the
 * schema parses each object once and hands back the same parsed object while
 * the input is the same, so a cache keyed by the answer's identity (its JSON,
 * its gzip) still hits. What it does not name is stripped, as everywhere.
 */
export function parsedOncePerObject<T extends z.ZodType<object>>(schema: T) {
  const parsed = new WeakMap<object, z.output<T>>();
  return z
    .custom<z.output<T>>((value) => typeof value === 'object' && value !== null)
    .transform((value, ctx) => {
      const known = parsed.get(value);
      if (known) return known;
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.issues.push({ ...issue, code: 'custom', input: value });
        return z.NEVER;
      }
      parsed.set(value, result.data);
      return result.data;
    });
}

/**
 * A file's bytes as a REST upload route hands them to its procedure in-process
 * (a 20 MB file never becomes a 27 MB base64 string on the server); JSON
 * callers send `contentBase64` instead.
 */
export const fileBytes = (maxBytes: number, tooLarge: string) =>
  z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= maxBytes, { error: () => tooLarge });
