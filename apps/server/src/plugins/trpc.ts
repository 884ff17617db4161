import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppDeps, type AppRouter } from '@shop/api';
import { contextFor } from '../requestContext';

/**
 * The quick order's file upload (orders.quickOrderReadFile) carries up to 2 MB
 * as base64 in JSON; every other input is small and capped by its schema.
 */
export const TRPC_BODY_LIMIT = 3 * 1024 * 1024;

export async function registerTrpc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFor(deps, req, res),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'trpc procedure failed');
      },
    },
  };
  // Encapsulated, so the larger limit reaches the /trpc route and nothing else.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TRPC_BODY_LIMIT;
    });
    await scope.register(fastifyTRPCPlugin, options);
  });
}
