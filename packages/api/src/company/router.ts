// auth.company: the buyer's company and its colleagues (issue 34). Every
// procedure is for signed-in buyers; the company-administrator rule and the
// company scope are enforced in members.ts / invite.ts.
import {
  companyOutput,
  companyMemberOutput,
  inviteMemberInput,
  memberIdInput,
  updateMemberInput,
  z,
} from '@shop/schemas';
import { authedProcedure, router } from '../trpc';
import { inviteMember } from './invite';
import { companyOverview, removeMember, updateMember } from './members';

export const companyRouter = router({
  /** The caller's company with its active members, their limits and spend this month. */
  get: authedProcedure.output(companyOutput).query(({ ctx }) => companyOverview(ctx.db, ctx.user)),

  invite: authedProcedure
    .input(inviteMemberInput)
    .output(z.object({ userId: z.number() }))
    .mutation(({ ctx, input }) => inviteMember(ctx, ctx.user, input)),

  updateMember: authedProcedure
    .input(updateMemberInput)
    .output(companyMemberOutput)
    .mutation(({ ctx, input }) => updateMember(ctx.db, ctx.user, input)),

  removeMember: authedProcedure
    .input(memberIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeMember(ctx.db, ctx.user, input.userId);
      return { ok: true as const };
    }),
});
