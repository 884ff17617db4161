import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** The signed-in user, or null: the web client restores its session from this. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.lucia.invalidateSession(ctx.sessionId);
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    return { ok: true as const };
  }),
});
