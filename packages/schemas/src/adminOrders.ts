// Inputs of the admin's order management.
import { admin } from '@shop/i18n/namespaces/admin';
import { idField, isoDateTimeOutput, orderLinesField, textField } from './fields';
import { orderItemOutput, orderOutput } from './orders';
import { ORDER_STATUSES } from '@shop/db/orderStatuses';
import { z } from './zod';

/** The one status list (@shop/db/orderStatuses) under the name the schemas use. */
export { ORDER_STATUSES as orderStatuses } from '@shop/db/orderStatuses';
/** The edit dialog offers only these four (spec section 4). */
export const editDialogStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;

export const orderStatusInput = z.enum(ORDER_STATUSES, { error: admin.orders.errors.unknownStatus });

/** A calendar day 'YYYY-MM-DD' (the shop's time zone): the dashboard's links filter the list by day. */
const dayField = z.iso.date({ error: admin.dashboard.invalidDay });

export const adminOrdersListInput = z
  .object({
    search: textField.trim().max(200).default(''),
    userId: idField.optional(),
    status: orderStatusInput.optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    /** Only the orders no admin has opened yet (issue 29.11). */
    unopened: z.boolean().default(false),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(1000).default(20),
    /** The lines of each order too (REST clients expect the spec's whole Order). */
    withItems: z.boolean().default(false),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ['to'],
    error: admin.orders.errors.reversedDays,
  });

export const adminOrderEditInput = z.object({
  id: idField,
  status: orderStatusInput.optional(),
  city: textField.trim().max(200).optional(),
  deliveryAddress: textField.trim().max(500).optional(),
  comments: textField.trim().max(2000).optional(),
  /** The order's lines after the edit: a missing line is removed; quantity minimum 1. */
  items: orderLinesField(admin.orders.errors.noItemsLeft).optional(),
});
export type AdminOrderEditInput = z.infer<typeof adminOrderEditInput>;

export const adminOrderStatusInput = z.object({ id: idField, status: orderStatusInput });

/** One order (or any row) named by its id. */
export const byIdInput = z.object({ id: idField });

// ---- Outputs

/** admin.orders.list: a page of orders (GET /api/admin/orders maps it to the spec's Order, admin view). */
export const adminOrdersListOutput = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  orders: z.array(
    orderOutput
      .pick({
        id: true,
        orderNumber: true,
        userId: true,
        status: true,
        totalKopecks: true,
        customerName: true,
        customerEmail: true,
        customerPhone: true,
        company: true,
        createdAt: true,
        updatedAt: true,
      })
      .extend({
        itemCount: z.number(),
        /** When an admin first opened the order; null: nobody has (the list marks it). */
        firstOpenedAt: isoDateTimeOutput.nullable(),
        /** Only when asked for (`withItems`). */
        items: z.array(orderItemOutput).optional(),
      }),
  ),
});

/** admin.orders.byId: the order with its status changes, oldest first. */
export const adminOrderOutput = orderOutput.extend({
  /** Who opened the order first and when (this very call records it if nobody had). */
  firstOpened: z.object({ at: isoDateTimeOutput, by: z.string().nullable() }).nullable(),
  history: z.array(
    z.object({
      id: z.number(),
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      changedBy: z.string().nullable(),
      byAdmin: z.boolean(),
      createdAt: isoDateTimeOutput,
    }),
  ),
});

/** admin.orders.prepareForPrint: whether a 'pending' order became 'confirmed', and the order now. */
export const preparedForPrintOutput = z.object({ confirmed: z.boolean(), order: orderOutput });
