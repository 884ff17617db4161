// The admin's user management: list, detail with orders, block and activate,
// the client's terms (discount, deferred payment) and payers (company details).
import { t } from '@shop/i18n';
import {
  adminUserDetailOutput,
  adminUserOutput,
  byIdInput,
  clientTermsOutput,
  idField,
  okOutput,
  payerOutput,
  savePayerInput,
  setUserTermsInput,
  userIdInput,
  userStatusInput,
  moveUserInput,
  z,
} from '@shop/schemas';
import { AppError } from '../../errors';
import { adminProcedure, router } from '../../trpc';
import { deletePayer, payersOfUser, toPayerDto } from '../../payers/repository';
import { savePayer } from '../../payers/savePayer';
import { findUserById, listUsers, ordersOfUser, toAdminUser } from './repository';
import { moveUserToCompany } from './moveToCompany';
import { setUserStatus } from './setStatus';
import { setUserTerms, termsOfUser } from './terms';

export const adminUsersRouter = router({
  list: adminProcedure
    .output(z.array(adminUserOutput))
    .query(async ({ ctx }) => (await listUsers(ctx.db)).map(toAdminUser)),

  byId: adminProcedure
    .input(userIdInput)
    .output(adminUserDetailOutput)
    .query(async ({ ctx, input }) => {
      const row = await findUserById(ctx.db, input.id);
      if (!row) throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
      const [orders, terms, payers] = await Promise.all([
        ordersOfUser(ctx.db, row.id),
        termsOfUser(ctx.db, row.id),
        payersOfUser(ctx.db, row.id),
      ]);
      return {
        ...toAdminUser(row),
        terms,
        payers: payers.map(toPayerDto),
        orders: orders.map((o) => ({
          id: o.id,
          orderNumber: o.order_number,
          createdAt: o.created_at.toISOString(),
          totalKopecks: o.total_price,
          status: o.status,
        })),
      };
    }),

  /** Issue 34: moves the user into another company (PUT /api/admin/users/{id} with companyId). */
  moveToCompany: adminProcedure
    .input(moveUserInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => moveUserToCompany(ctx.db, input)),

  setStatus: adminProcedure
    .input(userStatusInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => setUserStatus(ctx, input)),

  /** The client's discount (0-15 %, or null for the turnover tiers) and deferred payment. */
  setTerms: adminProcedure
    .input(setUserTermsInput)
    .output(clientTermsOutput)
    .mutation(({ ctx, input }) => setUserTerms(ctx.db, input)),

  /** Correct (or add) a payer of a user. */
  savePayer: adminProcedure
    .input(savePayerInput.extend({ userId: idField }))
    .output(payerOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await findUserById(ctx.db, input.userId)))
        throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
      return savePayer(ctx.db, input.userId, input);
    }),

  deletePayer: adminProcedure
    .input(byIdInput.extend({ userId: idField }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePayer(ctx.db, input.userId, input.id))) {
        throw new AppError('NOT_FOUND', t('requisites:payerNotFound'));
      }
      return { ok: true as const };
    }),
});
