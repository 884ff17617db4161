// Create or update a payer of a user (the buyer's own, or any user's by an admin).
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { MAX_PAYERS_PER_USER, type SavePayerInput } from '@shop/schemas';
import { AppError } from '../errors';
import { countPayers, insertPayer, payerOfUser, updatePayer, type PayerDto } from './repository';

export async function savePayer(
  db: Kysely<Database>,
  userId: number,
  input: SavePayerInput,
): Promise<PayerDto> {
  return db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id === undefined) {
      if ((await countPayers(trx, userId)) >= MAX_PAYERS_PER_USER) {
        throw new AppError('BAD_REQUEST', t('requisites:validation.tooManyPayers'));
      }
      id = await insertPayer(trx, userId, input.details);
    } else if (!(await updatePayer(trx, userId, id, input.details))) {
      throw new AppError('NOT_FOUND', t('requisites:payerNotFound'));
    }
    return (await payerOfUser(trx, userId, id))!;
  });
}
