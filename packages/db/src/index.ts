// Public API of @shop/db. Test helpers live in '@shop/db/testing'.
export { createDb } from './createDb';
export { isDatabaseUnavailable } from './connect/unavailable';
export type { CreateDbOptions, DbHandle, DbKind } from './createDb';
export { migrateToLatest, pendingMigrations } from './migrations';
export { seedDemoCatalog, DEFAULT_DEMO_PARTS } from './seed/seedDemoCatalog';
export type { SeedOptions } from './seed/seedDemoCatalog';
export { renderDemoPartImage, demoImageUrl } from './seed/demoImage';
export type { DemoImageInput } from './seed/demoImage';
export { DEMO_CATEGORIES } from './seed/categories';
export type { DemoCategory, DemoCategoryId } from './seed/categories';
export { DEMO_BRANDS } from './seed/brands';
export type { DemoBrand } from './seed/brands';
export type * from './schema';
export { sql } from 'kysely';
export type { Kysely, Transaction, Selectable, Insertable, Updateable } from 'kysely';
export { ORDER_STATUSES } from './schemaOrders';
export type * from './schemaOrders';
export type * from './schemaCatalogAdmin';
