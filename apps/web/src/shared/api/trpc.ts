// The typed tRPC options of the app: components pass trpc.x.queryOptions()
// and trpc.x.mutationOptions() to TanStack Query's own hooks. Only the
// AppRouter *type* comes from the server package; no server code reaches the
// browser bundle.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@shop/api';
import { MAX_TRPC_BATCH } from '@shop/schemas/limits';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Same-origin calls carrying the httpOnly session cookie, batched per tick. */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxURLLength: 2000,
        maxItems: MAX_TRPC_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
