// 1C's groups as the shop's categories, keyed by the group's Ид: a renamed
// group renames its category, a group sent again after an admin archived
// its category brings it back. New categories get a slug made from the Ид.
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { GroupRecord } from '../xml/catalogDocument';

const slugOf = (groupId: string) => `1c-${createHash('sha1').update(groupId).digest('hex').slice(0, 16)}`;

/** Where products without a group go (made the first time one comes). */
export const UNGROUPED_CATEGORY = '1c-bez-gruppy';

export async function applyGroups(
  trx: Transaction<Database>,
  groups: GroupRecord[],
  now: Date,
): Promise<void> {
  if (groups.length === 0) return;
  const byId = new Map(groups.map((g) => [g.id, g.name]));
  const ids = [...byId.keys()];
  const names = ids.map((id) => byId.get(id)!);
  await sql`
    insert into categories (id, name, onec_id, sort_order)
    select g.slug, g.name, g.onec_id,
      (select coalesce(max(sort_order), 0) from categories) + g.n
    from unnest(${ids.map(slugOf)}::text[], ${names}::text[], ${ids}::text[])
      with ordinality as g(slug, name, onec_id, n)
    on conflict (onec_id) do update
      set name = excluded.name, archived_at = null, updated_at = ${now}
      where categories.name is distinct from excluded.name or categories.archived_at is not null`.execute(
    trx,
  );
}

/** The category of each group Ид; undefined for a group the shop has never heard of. */
export async function categoriesOfGroups(trx: Transaction<Database>, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, string>();
  const rows = await trx
    .selectFrom('categories')
    .select(['id', 'onec_id'])
    .where('onec_id', 'in', [...new Set(groupIds)])
    .execute();
  return new Map(rows.map((r) => [r.onec_id!, r.id]));
}

export async function ensureUngroupedCategory(trx: Transaction<Database>): Promise<string> {
  await trx
    .insertInto('categories')
    .values({ id: UNGROUPED_CATEGORY, name: t('admin:exchange1c.ungroupedCategory') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return UNGROUPED_CATEGORY;
}
