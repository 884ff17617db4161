// orders.approvals: requests for orders above a Закупщик's monthly limit (issue 34).
import {
  approvalIdInput,
  approvalOutput,
  approveOutput,
  okOutput,
  rejectApprovalInput,
  z,
} from '@shop/schemas';
import { authedProcedure, router } from '../trpc';
import { approveRequest, listApprovals, rejectRequest, withdrawRequest } from './approvals';

export const approvalsRouter = router({
  /** Administrators: every request of the company; other members: their own. */
  list: authedProcedure.output(z.array(approvalOutput)).query(({ ctx }) => listApprovals(ctx.db, ctx.user)),

  approve: authedProcedure
    .input(approvalIdInput)
    .output(approveOutput)
    .mutation(({ ctx, input }) => approveRequest(ctx, ctx.user, input.id)),

  reject: authedProcedure
    .input(rejectApprovalInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await rejectRequest(ctx, ctx.user, input.id, input.comment);
      return { ok: true as const };
    }),

  withdraw: authedProcedure
    .input(approvalIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await withdrawRequest(ctx, ctx.user, input.id);
      return { ok: true as const };
    }),
});
