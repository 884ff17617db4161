// The one tRPC setup file: it exports the router factory and the three base
// procedures. Every procedure in the app is public, authed or admin.
import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { AppError, describeError } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { httpStatus, message, fieldErrors } = describeError(error);
    return {
      message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus, path: shape.data.path, fieldErrors },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** After a successful mutation the outbox runs at once instead of at its next poll. */
const nudgeOutboxAfterMutation = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok) ctx.outbox?.nudge();
  return result;
});

export const publicProcedure = t.procedure.use(nudgeOutboxAfterMutation);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN');
  return next({ ctx });
});
