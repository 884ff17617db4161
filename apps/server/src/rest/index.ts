import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { registerRestRoute } from './handler';
import { restRoutes } from './routes';

/** Mounts every /api/* route of the table (spec section 7). */
export function registerRestApi(app: FastifyInstance, deps: AppDeps): void {
  for (const entry of restRoutes) registerRestRoute(app, deps, entry);
}
