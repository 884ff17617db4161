import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute } from './adapter';

export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Query `refresh` and `t` are accepted for old clients; the answer is always current.
  restRoute(app, deps, 'GET', '/api/parts-data', async (caller, _request, reply) => {
    reply.header('cache-control', 'no-cache');
    return caller.catalog.partsData();
  });
}
