// The one tRPC setup file: it exports the router factory and the three base
// procedures. Every procedure in the app is public, authed or admin.
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { t as translate } from '@shop/i18n';
import type { Context } from './context';
import { AppError, describeError } from './errors';
import { enforceRateLimit, type RateLimitWindow } from './rateLimit/rateLimit';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { code, httpStatus, message, fieldErrors } = describeError(error);
    return {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus, path: shape.data.path, fieldErrors },
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

/**
 * Caps how often one client (its account, else its address) may call an
 * expensive procedure that anyone can reach, e.g. the whole price list.
 */
export const limitPerClient = (name: string, window: RateLimitWindow) =>
  t.middleware(async ({ ctx, next }) => {
    const client = ctx.user ? `user:${ctx.user.id}` : `ip:${ctx.ip}`;
    await enforceRateLimit(ctx.db, { key: `${name}:${client}`, ...window }, () =>
      translate('errors:tooManyRequests'),
    );
    return next();
  });
