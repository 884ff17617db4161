import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { registerAdminCatalogRoutes, registerAdminUploadRoutes } from './adminCatalogRoutes';
import { registerAdminOrdersRoutes } from './adminOrdersRoutes';
import { registerAuthRoutes } from './authRoutes';
import { registerCatalogRoutes } from './catalogRoutes';
import { registerContactRoutes } from './contactRoutes';
import { registerEmailRoutes } from './emailRoutes';
import { registerOrdersRoutes } from './ordersRoutes';
import { registerQuickOrderRoutes } from './quickOrderRoutes';
import { registerUsersRoutes } from './usersRoutes';

/** Mounts the documented /api/* paths of spec section 7. */
export function registerRestApi(app: FastifyInstance, deps: AppDeps): void {
  registerCatalogRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerUsersRoutes(app, deps);
  registerEmailRoutes(app, deps);
  registerOrdersRoutes(app, deps);
  registerQuickOrderRoutes(app, deps);
  registerAdminOrdersRoutes(app, deps);
  registerAdminCatalogRoutes(app, deps);
  registerAdminUploadRoutes(app, deps);
}
