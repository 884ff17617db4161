// admin.settings: the shop's own details (invoice supplier), VAT, minimum
// order, offer validity, manager contacts and turnover discount tiers.
import { shopSettingsInput } from '@shop/schemas';
import { readShopSettings, saveShopSettings } from '../../pricing/shopSettings';
import { adminProcedure, router } from '../../trpc';

export const adminSettingsRouter = router({
  get: adminProcedure.query(({ ctx }) => readShopSettings(ctx.db)),
  save: adminProcedure.input(shopSettingsInput).mutation(({ ctx, input }) => saveShopSettings(ctx.db, input)),
});
