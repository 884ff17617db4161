import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppDeps, type AppRouter } from '@shop/api';
import { contextFor } from '../requestContext';

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
  await app.register(fastifyTRPCPlugin, options);
}
