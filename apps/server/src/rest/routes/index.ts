// THE list of /api/* routes (spec section 7). To add a route, add one entry to
// the file of its area: Fastify, /api/openapi.json and the authorisation test
// all read this list.
import type { RestRoute } from '../table';
import { adminRoutes } from './admin';
import { adminCatalogRoutes } from './adminCatalog';
import { adminCategoryRoutes } from './adminCategories';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { companyRoutes } from './company';
import { documentsRoutes } from './documents';
import { exchange1cRoutes } from './exchange1c';
import { mailRoutes } from './mail';
import { ordersRoutes } from './orders';

export const restRoutes: readonly RestRoute[] = [
  ...catalogRoutes,
  ...mailRoutes,
  ...authRoutes,
  ...ordersRoutes,
  ...companyRoutes,
  ...documentsRoutes,
  ...adminRoutes,
  ...adminCatalogRoutes,
  ...adminCategoryRoutes,
  ...exchange1cRoutes,
];
