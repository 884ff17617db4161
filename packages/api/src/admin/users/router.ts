// The admin's user management: list, detail with orders, block and activate.
import { t } from '@shop/i18n';
import { userIdInput, userStatusInput } from '@shop/schemas';
import { AppError } from '../../errors';
import { adminProcedure, router } from '../../trpc';
import { findUserById, listUsers, ordersOfUser, toAdminUser } from './repository';
import { setUserStatus } from './setStatus';

export const adminUsersRouter = router({
  list: adminProcedure.query(async ({ ctx }) => (await listUsers(ctx.db)).map(toAdminUser)),

  byId: adminProcedure.input(userIdInput).query(async ({ ctx, input }) => {
    const row = await findUserById(ctx.db, input.id);
    if (!row) throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
    const orders = await ordersOfUser(ctx.db, row.id);
    return {
      ...toAdminUser(row),
      orders: orders.map((o) => ({
        id: o.id,
        orderNumber: o.order_number,
        createdAt: o.created_at.toISOString(),
        totalKopecks: o.total_price,
        status: o.status,
      })),
    };
  }),

  setStatus: adminProcedure.input(userStatusInput).mutation(({ ctx, input }) => setUserStatus(ctx, input)),
});
