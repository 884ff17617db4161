// i18next namespace `admin`: order and user management, the price-list import verdicts.
import { adminOrders } from '../ru/adminOrders';
import { adminUsers } from '../ru/adminUsers';
import { adminCatalog } from '../ru/adminCatalog';
import { catalogImport } from '../ru/catalogImport';
import { priceImport } from '../ru/priceImport';

export const admin = {
  orders: adminOrders,
  users: adminUsers,
  catalogImport,
  catalog: adminCatalog,
  priceImport,
} as const;
