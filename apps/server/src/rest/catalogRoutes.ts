import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute } from './adapter';
import { sendCachedJson } from './cachedJson';

export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Signed-in buyers only (wholesale prices). Query `refresh` and `t` are
  // accepted for old clients; the procedure hands out the catalogue snapshot,
  // whose bytes, ETag and compressed forms are computed once.
  restRoute(app, deps, 'GET', '/api/parts-data', async (caller, request, reply) =>
    sendCachedJson(request, reply, await caller.catalog.partsData()),
  );

  // Stock from the warehouse: the procedure is admin-only.
  restRoute(app, deps, 'POST', '/api/parts/update-availability', (caller, request) =>
    caller.admin.catalog.updateAvailability(request.body as never),
  );
}
