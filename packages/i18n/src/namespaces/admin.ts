// i18next namespace `admin`: order and user management, the dashboard, the price-list import verdicts.
import { adminDashboard } from '../ru/adminDashboard';
import { adminOrders } from '../ru/adminOrders';
import { adminUsers } from '../ru/adminUsers';
import { adminCatalog } from '../ru/adminCatalog';
import { catalogImport } from '../ru/catalogImport';
import { exchange1c } from '../ru/exchange1c';
import { priceImport } from '../ru/priceImport';

export const admin = {
  orders: adminOrders,
  users: adminUsers,
  dashboard: adminDashboard,
  catalogImport,
  catalog: adminCatalog,
  priceImport,
  exchange1c,
} as const;
