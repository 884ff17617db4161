import {
  byIdInput,
  companyOrderOutput,
  submitOrderOutput,
  createOrderInput,
  createOrderOutput,
  orderOutput,
  orderPreviewInput,
  myOrdersInput,
  orderPreviewOutput,
  reorderOutput,
  textField,
  z,
} from '@shop/schemas';
import { documentsRouter } from '../documents/procedures';
import { authedProcedure, router } from '../trpc';
import { t } from '@shop/i18n';
import { approvalsRouter } from '../company/approvalsRouter';
import { submitOrder } from '../company/submitOrder';
import { AppError } from '../errors';
import { orderForViewer, orderNumberForViewer, ordersOfCompany, ordersOfUser } from './orderQueries';
import { clientTerms } from '../pricing/clientTerms';
import { readShopSettings } from '../pricing/shopSettings';
import { previewOrder } from './previewOrder';
import { reorder } from './reorder';
import { quickOrderRouter } from './quickOrder/procedures';

export const ordersRouter = router({
  /** Stock split and prices of a cart before it is submitted. */
  preview: authedProcedure
    .input(orderPreviewInput)
    .output(orderPreviewOutput)
    .query(async ({ ctx, input }) => {
      const settings = await readShopSettings(ctx.db);
      const terms = await clientTerms(ctx.db, ctx.user.id, settings);
      const preview = await previewOrder(ctx.db, input.items, terms.discountPercent);
      return {
        ...preview,
        discountPercent: terms.discountPercent,
        minOrderKopecks: settings.minOrderKopecks,
      };
    }),

  /** The order, for callers that expect one: an order that needs approval is refused with the reason. */
  create: authedProcedure
    .input(createOrderInput)
    .output(createOrderOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await submitOrder(ctx, ctx.user, input);
      if (result.kind === 'approval') throw new AppError('CONFLICT', t('orders:approvalRequested'));
      return { order: result.order, replayed: result.replayed };
    }),

  /** The order placed, or the approval request it became (issue 34: over the buyer's monthly limit). */
  submit: authedProcedure
    .input(createOrderInput)
    .output(submitOrderOutput)
    .mutation(({ ctx, input }) => submitOrder(ctx, ctx.user, input)),

  /** Every order of the buyer's company with who placed it (issue 34). */
  company: authedProcedure
    .input(myOrdersInput)
    .output(z.array(companyOrderOutput))
    .query(({ ctx, input }) => ordersOfCompany(ctx.db, ctx.user.companyId, input ?? {})),

  approvals: approvalsRouter,

  /** The signed-in buyer's own orders, newest first; by number or article and status ('Мои заказы'). */
  mine: authedProcedure
    .input(myOrdersInput)
    .output(z.array(orderOutput))
    .query(({ ctx, input }) => ordersOfUser(ctx.db, ctx.user.id, input ?? {})),

  /** 'Повторить заказ': the order's lines at today's prices and stock, and those no longer sold. */
  reorder: authedProcedure
    .input(byIdInput)
    .output(reorderOutput)
    .query(({ ctx, input }) => reorder(ctx.db, ctx.user, input.id)),

  byId: authedProcedure
    .input(byIdInput)
    .output(orderOutput)
    .query(({ ctx, input }) => orderForViewer(ctx.db, ctx.user, input.id)),

  byNumber: authedProcedure
    .input(z.object({ orderNumber: textField.trim().min(1).max(40) }))
    .output(orderOutput)
    .query(({ ctx, input }) => orderNumberForViewer(ctx.db, ctx.user, input.orderNumber)),

  quickOrder: quickOrderRouter,
  documents: documentsRouter,
});
