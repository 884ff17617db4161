// The signed-in user's own profile. The e-mail is the login and is not editable.
import { idField, profileUpdateInput, type z } from '@shop/schemas';
import type { Database, Kysely } from '@shop/db';
import { AppError } from '../errors';
import { publicUserColumns, toSessionUser } from './userShape';

/** REST passes the id from PUT /api/users/{id}; the web client omits it. */
export const profileInput = profileUpdateInput.extend({ id: idField.optional() });

export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: number,
  input: z.infer<typeof profileInput>,
) {
  if (input.id !== undefined && input.id !== userId) throw new AppError('FORBIDDEN');
  const row = await db
    .updateTable('users')
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      company: input.company,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returning(publicUserColumns)
    .executeTakeFirstOrThrow();
  return toSessionUser(row);
}
