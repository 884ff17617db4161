export { z } from './zod';
export * from './fields';
export * from './orders';
export * from './contact';
export * from './auth';
export * from './catalog';
export * from './savedLists';
export * from './adminOrders';
export * from './quickOrder';
