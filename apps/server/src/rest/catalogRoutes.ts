import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute } from './adapter';

/** Strong validator of the exact bytes: an unchanged catalogue costs a 304. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Query `refresh` and `t` are accepted for old clients; the answer is always
  // current, and `no-cache` makes clients revalidate with the ETag.
  restRoute(app, deps, 'GET', '/api/parts-data', async (caller, request, reply) => {
    const body = JSON.stringify(await caller.catalog.partsData());
    const etag = etagOf(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Stock from the warehouse: the procedure is admin-only.
  restRoute(app, deps, 'POST', '/api/parts/update-availability', (caller, request) =>
    caller.admin.catalog.updateAvailability(request.body as never),
  );
}
