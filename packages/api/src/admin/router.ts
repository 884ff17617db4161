// Everything only an administrator may call, one nested router per area.
import { router } from '../trpc';
import { adminCatalogRouter } from './catalog/router';
import { adminDashboardRouter } from './dashboard/router';
import { adminExchange1cRouter } from './exchange1c/router';
import { adminMailRouter } from './mail/router';
import { adminOrdersRouter } from './orders/router';
import { adminSettingsRouter } from './settings/router';
import { adminUsersRouter } from './users/router';

export const adminRouter = router({
  orders: adminOrdersRouter,
  users: adminUsersRouter,
  mail: adminMailRouter,
  catalog: adminCatalogRouter,
  settings: adminSettingsRouter,
  dashboard: adminDashboardRouter,
  exchange1c: adminExchange1cRouter,
});
