// Sign-in, registration, password reset and the user's own profile. Inputs come from @shop/schemas;
// the work is in login.ts, register.ts and passwordReset.ts.
import { t } from '@shop/i18n';
import {
  forgotPasswordInput,
  loginInput,
  okMessageOutput,
  okOutput,
  registerOutput,
  registrationInput,
  resetLinkInput,
  resetLinkOutput,
  resetPasswordInput,
  sessionUserOutput,
  tokenLoginOutput,
} from '@shop/schemas';
import { companyRouter } from '../company/router';
import { payersRouter } from '../payers/router';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { loginWithPassword } from './login';
import { requestPasswordReset, resetPassword, verifyResetLink } from './passwordReset';
import { profileInput, updateOwnProfile } from './profile';
import { registerUser } from './register';
import { toLoginResponse } from './userShape';

export const authRouter = router({
  /** The buyer's payers (company details for invoices). */
  payers: payersRouter,

  /** The buyer's company: colleagues, roles and monthly limits (issue 34). */
  company: companyRouter,

  /** The signed-in user, or null: the web client restores its session from this. */
  me: publicProcedure.output(sessionUserOutput.nullable()).query(({ ctx }) => ctx.user),

  /** Web sign-in: the session travels only as the httpOnly cookie. */
  login: publicProcedure
    .input(loginInput)
    .output(sessionUserOutput)
    .mutation(async ({ ctx, input }) => {
      const { user } = await loginWithPassword(ctx, input);
      return user;
    }),

  /** REST sign-in (POST /api/auth/login): the same, plus the session id as bearer token. */
  tokenLogin: publicProcedure
    .input(loginInput)
    .output(tokenLoginOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionId } = await loginWithPassword(ctx, input);
      return toLoginResponse(user, sessionId);
    }),

  logout: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.lucia.invalidateSession(ctx.sessionId);
    else if (ctx.sessionToken) await ctx.lucia.invalidateSession(ctx.sessionToken);
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    return { ok: true as const };
  }),

  register: publicProcedure
    .input(registrationInput)
    .output(registerOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx, input);
      return {
        id: user.id,
        email: user.email,
        email_verified: 0 as const,
        message: t('auth:register.successDescription'),
      };
    }),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(okMessageOutput)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.email);
      return { ok: true as const, message: t('auth:forgot.sentTitle') };
    }),

  verifyResetToken: publicProcedure
    .input(resetLinkInput)
    .output(resetLinkOutput)
    .mutation(async ({ ctx, input }) => {
      await verifyResetLink(ctx, input.token, input.email);
      return { valid: true as const };
    }),

  /** The signed-in user's own profile (PUT /api/users/{id} with their own id). */
  updateProfile: authedProcedure
    .input(profileInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) => updateOwnProfile(ctx.db, ctx.user.id, input)),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(okMessageOutput)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, input);
      return { ok: true as const, message: t('auth:reset.successTitle') };
    }),
});
