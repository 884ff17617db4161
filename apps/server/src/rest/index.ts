import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { registerCatalogRoutes } from './catalogRoutes';

/** Mounts the documented /api/* paths of spec section 7. */
export function registerRestApi(app: FastifyInstance, deps: AppDeps): void {
  registerCatalogRoutes(app, deps);
}
