// The shop's terms as the information pages state them (issue 29: /wholesale
// said 5 000 ₽ and 30 days while the settings said 0 and allowed 90): read
// from the settings, never written into the pages' texts.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { MAX_PAYMENT_DELAY_DAYS } from '@shop/schemas';
import { readShopSettings } from './shopSettings';

export async function publicShopTerms(db: Kysely<Database>) {
  const settings = await readShopSettings(db);
  const percents = settings.discountTiers.map((tier) => tier.percent);
  return {
    minOrderKopecks: settings.minOrderKopecks,
    maxPaymentDelayDays: MAX_PAYMENT_DELAY_DAYS,
    tierPercents: percents.length > 0 ? { min: Math.min(...percents), max: Math.max(...percents) } : null,
  };
}
