import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { registerRestRoute } from './handler';
import { registerApiNotFound } from './methodNotAllowed';
import { restRoutes } from './routes';
import { UPLOAD_PATHS } from './routes/adminCatalog';

/** Raw uploads (a photo, a price list) up to this size; every other body keeps the 1 MB limit. */
const UPLOAD_LIMIT = 30 * 1024 * 1024;
const RAW_TYPES = /^(application\/octet-stream|text\/csv|image\/[\w.+-]+|application\/vnd\.[\w.+-]+)/;

/** Mounts every /api/* route of the table (spec section 7). */
export function registerRestApi(app: FastifyInstance, deps: AppDeps): void {
  registerApiNotFound(app);
  for (const entry of restRoutes) if (!UPLOAD_PATHS.has(entry.path)) registerRestRoute(app, deps, entry);
  // A scope of its own, so the raw-body parser and the larger limit reach no other route.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      RAW_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
      (_req, body, done) => done(null, { contentBase64: (body as Buffer).toString('base64') }),
    );
    for (const entry of restRoutes)
      if (UPLOAD_PATHS.has(entry.path)) registerRestRoute(scope, deps, entry, { bodyLimit: UPLOAD_LIMIT });
  });
}
