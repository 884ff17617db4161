// Saved lists live in the author's company (issue 34): every member sees them,
// the author and the company's administrators change them; nobody else reaches them.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { mergeDuplicateLines } from '@shop/schemas';
import { assertPartsExist } from '../catalog/assertPartsExist';
import { companyOfUser, mayEditList } from '../company/membership';

export async function insertList(
  db: Kysely<Database>,
  userId: number,
  list: { name: string; items: ReadonlyArray<{ partId: number; quantity: number }> },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lines = mergeDuplicateLines(list.items);
    await assertPartsExist(
      trx,
      lines.map((line) => line.partId),
    );
    const row = await trx
      .insertInto('saved_lists')
      .values({ user_id: userId, name: list.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('saved_list_items')
      .values(
        lines.map((line, index) => ({
          saved_list_id: row.id,
          part_id: line.partId,
          quantity: line.quantity,
          position: index + 1,
        })),
      )
      .execute();
    return row.id;
  });
}

export async function listsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('saved_lists')
    .select(['id', 'name', 'created_at', 'updated_at'])
    .where('company_id', '=', companyOfUser(userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function itemsOfLists(db: Kysely<Database>, listIds: number[]) {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('saved_list_items as i')
    .innerJoin('parts as p', 'p.id', 'i.part_id')
    .select([
      'i.saved_list_id',
      'i.part_id',
      'i.quantity',
      'p.name',
      'p.part_number',
      'p.price',
      'p.availability',
    ])
    .where('i.saved_list_id', 'in', listIds)
    .orderBy('i.saved_list_id')
    .orderBy('i.position')
    .execute();
}

export async function deleteList(db: Kysely<Database>, userId: number, listId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_lists')
    .where('id', '=', listId)
    .where(mayEditList(userId))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function renameList(db: Kysely<Database>, userId: number, listId: number, name: string) {
  const result = await db
    .updateTable('saved_lists')
    .set({ name, updated_at: new Date() })
    .where('id', '=', listId)
    .where(mayEditList(userId))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One of the lists of the user's company (issue 34: colleagues see each other's lists), or undefined when it is not theirs or does not exist. */
export function listOfUser(db: Kysely<Database>, userId: number, listId: number) {
  return db
    .selectFrom('saved_lists')
    .select(['id', 'name'])
    .where('id', '=', listId)
    .where('company_id', '=', companyOfUser(userId))
    .executeTakeFirst();
}
