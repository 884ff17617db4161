// A client's commercial terms as an admin sets them: a fixed discount (or
// none, so the shop's turnover tiers decide) and deferred payment in days.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { SetUserTermsInput } from '@shop/schemas';
import { AppError } from '../../errors';
import { companyOfUser } from '../../company/membership';
import { clientTerms } from '../../pricing/clientTerms';

export async function setUserTerms(db: Kysely<Database>, input: SetUserTermsInput) {
  const result = await db
    .updateTable('users')
    .set({
      discount_percent: input.discountPercent,
      payment_delay_days: input.paymentDelayDays,
      updated_at: new Date(),
    })
    // Issue 34: terms belong to the company, so every member gets them.
    .where('company_id', '=', companyOfUser(input.userId))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
  return termsOfUser(db, input.userId);
}

/** What the admin set, and what the buyer gets now (the tiers may decide). */
export async function termsOfUser(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['discount_percent', 'payment_delay_days'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const effective = await clientTerms(db, userId);
  return {
    discountPercent: row.discount_percent,
    paymentDelayDays: row.payment_delay_days,
    effectiveDiscountPercent: effective.discountPercent,
  };
}
