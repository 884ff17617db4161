// auth.payers: the signed-in buyer's payers (company details for invoices).
import { t } from '@shop/i18n';
import { byIdInput, okOutput, payerOutput, savePayerInput, z } from '@shop/schemas';
import { AppError } from '../errors';
import { authedProcedure, router } from '../trpc';
import { deletePayer, payersOfUser, toPayerDto } from './repository';
import { savePayer } from './savePayer';

export const payersRouter = router({
  list: authedProcedure
    .output(z.array(payerOutput))
    .query(async ({ ctx }) => (await payersOfUser(ctx.db, ctx.user.id)).map(toPayerDto)),

  save: authedProcedure
    .input(savePayerInput)
    .output(payerOutput)
    .mutation(({ ctx, input }) => savePayer(ctx.db, ctx.user.id, input)),

  delete: authedProcedure
    .input(byIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePayer(ctx.db, ctx.user.id, input.id))) {
        throw new AppError('NOT_FOUND', t('requisites:payerNotFound'));
      }
      return { ok: true as const };
    }),
});
