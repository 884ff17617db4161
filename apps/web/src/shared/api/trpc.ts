// The app's typed tRPC hooks (@trpc/react-query): trpc.x.useQuery(),
// trpc.x.useMutation() and trpc.useUtils() over TanStack Query. Only the
// AppRouter *type* comes from the server package; no server code reaches the
// browser bundle.
import { createTRPCReact, httpBatchLink, type TRPCLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@shop/api';
import { MAX_TRPC_BATCH } from '@shop/schemas/limits';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * A call's time limit (spec section 9), given per call as
 * `{ trpc: { context: { timeoutMs } } }`: the call fails with an abort after it.
 */
const timeoutLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    const ms = op.context.timeoutMs;
    if (typeof ms !== 'number') return next(op);
    const timeout = AbortSignal.timeout(ms);
    return next({ ...op, signal: op.signal ? AbortSignal.any([op.signal, timeout]) : timeout });
  };

/** Same-origin calls carrying the httpOnly session cookie, batched per tick. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      timeoutLink,
      httpBatchLink({
        url: '/trpc',
        maxURLLength: 2000,
        maxItems: MAX_TRPC_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
