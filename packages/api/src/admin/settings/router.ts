// admin.settings: the shop's own details (invoice supplier), VAT, minimum
// order, offer validity, manager contacts and turnover discount tiers.
import { shopSettingsInput, shopSettingsOutput } from '@shop/schemas';
import { readShopSettings, saveShopSettings } from '../../pricing/shopSettings';
import { adminProcedure, router } from '../../trpc';

export const adminSettingsRouter = router({
  get: adminProcedure.output(shopSettingsOutput).query(({ ctx }) => readShopSettings(ctx.db)),
  save: adminProcedure
    .input(shopSettingsInput)
    .output(shopSettingsOutput)
    .mutation(({ ctx, input }) => saveShopSettings(ctx.db, input)),
});
