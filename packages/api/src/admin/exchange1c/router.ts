// admin.exchange1c: the log of exchanges with 1C and the address to give 1C.
import { exchange1cLogOutput } from '@shop/schemas';
import { listExchanges } from '../../exchange1c/log';
import { adminProcedure, router } from '../../trpc';

export const EXCHANGE_1C_PATH = '/api/1c/exchange';

export const adminExchange1cRouter = router({
  log: adminProcedure.output(exchange1cLogOutput).query(async ({ ctx }) => ({
    enabled: ctx.config.exchange1cEnabled ?? false,
    url: `${ctx.config.publicUrl}${EXCHANGE_1C_PATH}`,
    exchanges: await listExchanges(ctx.db),
  })),
});
