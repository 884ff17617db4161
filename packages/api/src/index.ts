export { appRouter, createCaller, type AppRouter } from './root';
export { createContextInner, type AppConfig, type AppDeps, type Context, type RequestInfo } from './context';
export { createLucia, SESSION_COOKIE, type AppLucia, type SessionUser } from './auth/lucia';
export {
  AppError,
  describeError,
  httpStatusOf,
  RETRY_AFTER_SECONDS,
  trpcCodeTable,
  type AppErrorCode,
  type PublicError,
} from './errors';
export { kopecksToRoubles, type PartDto } from './catalog/partShape';
export { hashPassword, verifyPassword } from './auth/password';
export { ensureActiveUser, type EnsureUserInput } from './auth/ensureUser';
export { DEMO_ACCOUNTS, ensureDemoAccounts } from './auth/demoAccounts';
export { listProductIdsForSitemap } from './catalog/partsRepository';
export type { OrderDto, OrderItemDto } from './orders/orderShape';
export { runMaintenance } from './maintenance';
export { roublesToKopecks } from './catalog/importParts';
export { photoFileKey } from './admin/catalog/photoFiles';
export { orderInvoiceAttachment, ORDER_INVOICE_ATTACHMENT } from './documents/invoice';
export {
  createDocumentDesk,
  renderInPlace,
  DOCUMENTS_IN_FLIGHT_PER_CLIENT,
  type DocumentDesk,
  type DocumentJob,
  type DocumentRenderer,
} from './documents/documentDesk';
export { handleExchange, type ExchangeDeps, type ExchangeReply } from './exchange1c/protocol';
export { EXCHANGE_COOKIE, type Exchange1cCredentials } from './exchange1c/session';
