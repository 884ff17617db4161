// The administrator's price-list import (CLI `catalog:import`): rows of a
// CSV/XLSX file upserted by article. Every row gets a verdict in the report,
// so a bad row never disappears silently: the valid rows of a batch are
// written in one transaction, the invalid ones are listed with the reason.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { importPartsOutput, textField, z } from '@shop/schemas';
import { adminProcedure } from '../trpc';

/** Roubles as the file spells them ("1 234,50", "1234.5") → kopecks, exactly, without floats. */
export function roublesToKopecks(raw: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(raw.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}

const cell = z.union([textField, z.number()]).transform((v) => String(v).trim());
const optionalCell = cell.optional().transform((v) => (v === '' ? undefined : v));
const notRoubles = (label: string, raw: string) => t('admin:catalogImport.notRoubles', { label, raw });
const money = (label: string) =>
  cell.pipe(z.string().min(1, t('admin:catalogImport.priceRequired', { label }))).transform((raw, ctx) => {
    const kopecks = roublesToKopecks(raw);
    if (kopecks === null) ctx.addIssue({ code: 'custom', message: notRoubles(label, raw) });
    return kopecks ?? 0;
  });

export const importRowInput = z.object({
  row: z.number().int().min(1),
  article: cell.pipe(
    z
      .string()
      .min(1, t('admin:catalogImport.articleRequired'))
      .max(64, t('admin:catalogImport.articleTooLong')),
  ),
  name: cell.pipe(
    z.string().min(1, t('admin:catalogImport.nameRequired')).max(300, t('admin:catalogImport.nameTooLong')),
  ),
  category: cell.pipe(z.string().min(1, t('admin:catalogImport.categoryRequired'))),
  brand: optionalCell.pipe(z.string().max(100, t('admin:catalogImport.brandTooLong')).optional()),
  price: money(t('admin:catalogImport.priceLabel')),
  retailPrice: optionalCell.pipe(z.string().optional()).transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const kopecks = roublesToKopecks(raw);
    if (kopecks === null)
      ctx.addIssue({ code: 'custom', message: notRoubles(t('admin:catalogImport.retailPriceLabel'), raw) });
    return kopecks;
  }),
  availability: optionalCell.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) > 1_000_000)
      ctx.addIssue({ code: 'custom', message: t('admin:catalogImport.availabilityInvalid', { raw }) });
    return Number(raw);
  }),
  description: optionalCell.pipe(
    z.string().max(5000, t('admin:catalogImport.descriptionTooLong')).optional(),
  ),
});
type ImportRow = z.output<typeof importRowInput>;

/** Rows arrive loosely typed so one broken row is reported, not the whole batch refused. */
export const importPartsInput = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(1000),
  dryRun: z.boolean().default(false),
});

export interface ImportRowReport {
  row: number;
  article: string;
  status: 'created' | 'updated' | 'error';
  message?: string;
}

function validate(raw: Record<string, unknown>, index: number): ImportRow | ImportRowReport {
  const row = typeof raw.row === 'number' ? raw.row : index + 1;
  const parsed = importRowInput.safeParse({ ...raw, row });
  if (parsed.success) return parsed.data;
  const article =
    typeof raw.article === 'string' || typeof raw.article === 'number' ? String(raw.article) : '';
  return { row, article, status: 'error', message: parsed.error.issues[0]?.message };
}

async function categoryResolver(db: Kysely<Database>) {
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  const byKey = new Map<string, string>();
  for (const c of categories) byKey.set(c.id.toLowerCase(), c.id).set(c.name.toLowerCase(), c.id);
  return (value: string) => byKey.get(value.toLowerCase());
}

/** Checks every row, then (unless a dry run) writes the valid ones in one transaction. */
export async function importParts(db: Kysely<Database>, input: z.output<typeof importPartsInput>) {
  const categoryOf = await categoryResolver(db);
  const seen = new Map<string, number>();
  const checked = input.rows.map((raw, index): ImportRow | ImportRowReport => {
    const row = validate(raw, index);
    if ('status' in row) return row;
    if (!categoryOf(row.category))
      return {
        row: row.row,
        article: row.article,
        status: 'error',
        message: t('admin:catalogImport.unknownCategory', { category: row.category }),
      };
    const earlier = seen.get(row.article);
    if (earlier !== undefined)
      return {
        row: row.row,
        article: row.article,
        status: 'error',
        message: t('admin:catalogImport.duplicateArticle', { row: earlier }),
      };
    seen.set(row.article, row.row);
    return row;
  });
  const valid = checked.filter((r): r is ImportRow => !('status' in r));
  const articles = valid.map((r) => r.article);
  const existing = input.dryRun
    ? await existingArticles(db, articles)
    : await db.transaction().execute(async (trx) => {
        const known = await existingArticles(trx, articles);
        await writeRows(trx, valid, known, categoryOf);
        return known;
      });
  const report: ImportRowReport[] = checked.map((r) =>
    'status' in r
      ? r
      : { row: r.row, article: r.article, status: existing.has(r.article) ? 'updated' : 'created' },
  );
  return { dryRun: input.dryRun, report };
}

async function existingArticles(db: Kysely<Database>, articles: string[]): Promise<Set<string>> {
  if (articles.length === 0) return new Set();
  const rows = await db
    .selectFrom('parts')
    .select('part_number')
    .where('part_number', 'in', articles)
    .execute();
  return new Set(rows.map((r) => r.part_number));
}

async function writeRows(
  trx: Kysely<Database>,
  rows: ImportRow[],
  existing: Set<string>,
  categoryOf: (value: string) => string | undefined,
): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  for (const row of rows) {
    // A column left empty in the file keeps what the shop has (stock, text, brand, retail price).
    const values = {
      name: row.name,
      category_id: categoryOf(row.category) as string,
      price: row.price,
      ...(row.brand !== undefined && { brand: row.brand }),
      ...(row.retailPrice !== undefined && { retail_price: row.retailPrice }),
      ...(row.availability !== undefined && { availability: row.availability }),
      ...(row.description !== undefined && { description: row.description }),
    };
    if (existing.has(row.article)) {
      await trx
        .updateTable('parts')
        .set({ ...values, updated_at: now })
        .where('part_number', '=', row.article)
        .execute();
    } else {
      await trx
        .insertInto('parts')
        .values({ brand: '', retail_price: null, ...values, part_number: row.article })
        .execute();
    }
  }
  await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
}

/** Registered in the catalog router as `admin.catalog.importParts`. */
export const importPartsProcedure = adminProcedure
  .input(importPartsInput)
  .output(importPartsOutput)
  .mutation(({ ctx, input }) => importParts(ctx.db, input));
