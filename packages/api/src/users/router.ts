// Profile updates (own profile only) and the admin's user management.
import { text } from '@shop/i18n';
import { profileUpdateInput, userIdInput, userStatusInput, z } from '@shop/schemas';
import { publicUserColumns, toSessionUser } from '../auth/userShape';
import { AppError } from '../errors';
import { adminProcedure, authedProcedure, router } from '../trpc';
import { findUserById, listUsers, ordersOfUser, toAdminUser } from './repository';
import { setUserStatus } from './setStatus';

/** REST passes the id from PUT /api/users/{id}; the web client omits it. */
const profileInput = profileUpdateInput.extend({ id: z.coerce.number().int().positive().optional() });

export const usersRouter = router({
  updateProfile: authedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    if (input.id !== undefined && input.id !== ctx.user.id) throw new AppError('FORBIDDEN');
    // The e-mail is the login and is not editable: input.email is ignored.
    const row = await ctx.db
      .updateTable('users')
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        company: input.company,
        updated_at: new Date(),
      })
      .where('id', '=', ctx.user.id)
      .returning(publicUserColumns)
      .executeTakeFirstOrThrow();
    return toSessionUser(row);
  }),

  list: adminProcedure.query(async ({ ctx }) => (await listUsers(ctx.db)).map(toAdminUser)),

  byId: adminProcedure.input(userIdInput).query(async ({ ctx, input }) => {
    const row = await findUserById(ctx.db, input.id);
    if (!row) throw new AppError('NOT_FOUND', text('adminUsers.detail.notFound'));
    const orders = await ordersOfUser(ctx.db, row.id);
    return {
      ...toAdminUser(row),
      orders: orders.map((o) => ({
        id: o.id,
        orderNumber: o.order_number,
        createdAt: o.created_at.toISOString(),
        totalPrice: o.total_price,
        status: o.status,
      })),
    };
  }),

  setStatus: adminProcedure.input(userStatusInput).mutation(({ ctx, input }) => setUserStatus(ctx, input)),
});
