// The typed tRPC hooks of the app. Only the AppRouter *type* comes from the
// server package; no server code reaches the browser bundle.
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@shop/api';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Same-origin calls carrying the httpOnly session cookie, batched per tick. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxURLLength: 2000,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
