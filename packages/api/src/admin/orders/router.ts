import {
  adminOrderEditInput,
  adminOrderOutput,
  adminOrdersListInput,
  adminOrdersListOutput,
  adminOrderStatusInput,
  byIdInput,
  okOutput,
  orderOutput,
  preparedForPrintOutput,
} from '@shop/schemas';
import { adminProcedure, router } from '../../trpc';
import { orderForViewer } from '../../orders/orderQueries';
import { applyStatusChange } from './changeStatus';
import { firstOpening, markOpened } from './firstOpened';
import { deleteOrder, editOrder } from './editOrder';
import { listAdminOrders } from './listOrders';
import { statusHistory } from './orderHistory';
import { lockOrder } from './orderLock';

export const adminOrdersRouter = router({
  list: adminProcedure
    .input(adminOrdersListInput)
    .output(adminOrdersListOutput)
    .query(({ ctx, input }) => listAdminOrders(ctx.db, input)),

  byId: adminProcedure
    .input(byIdInput)
    .output(adminOrderOutput)
    .query(async ({ ctx, input }) => {
      const order = await orderForViewer(ctx.db, ctx.user, input.id);
      await markOpened(ctx.db, order.id, ctx.user.id);
      const [history, firstOpened] = await Promise.all([
        statusHistory(ctx.db, order.id),
        firstOpening(ctx.db, order.id),
      ]);
      return { ...order, history, firstOpened };
    }),

  update: adminProcedure
    .input(adminOrderEditInput)
    .output(orderOutput)
    .mutation(async ({ ctx, input }) => {
      await editOrder(ctx, ctx.user.id, input);
      return orderForViewer(ctx.db, ctx.user, input.id);
    }),

  setStatus: adminProcedure
    .input(adminOrderStatusInput)
    .output(orderOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.db.transaction().execute(async (trx) => {
        await applyStatusChange(trx, await lockOrder(trx, input.id), input.status, ctx.user.id, ctx.config);
      });
      return orderForViewer(ctx.db, ctx.user, input.id);
    }),

  /** Before the picking sheet is printed: a 'pending' order becomes 'confirmed'. */
  prepareForPrint: adminProcedure
    .input(byIdInput)
    .output(preparedForPrintOutput)
    .mutation(async ({ ctx, input }) => {
      const confirmed = await ctx.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, input.id);
        return (
          order.status === 'pending' &&
          (await applyStatusChange(trx, order, 'confirmed', ctx.user.id, ctx.config))
        );
      });
      await markOpened(ctx.db, input.id, ctx.user.id);
      return { confirmed, order: await orderForViewer(ctx.db, ctx.user, input.id) };
    }),

  delete: adminProcedure
    .input(byIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteOrder(ctx.db, input.id);
      return { ok: true as const };
    }),
});
