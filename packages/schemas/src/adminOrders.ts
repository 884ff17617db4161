// Inputs of the admin's order management.
import { admin } from '@shop/i18n/namespaces/admin';
import { MAX_LINE_QUANTITY } from './orders';
import { z } from './zod';

export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'shipped',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
] as const;
/** The edit dialog offers only these four (spec section 4). */
export const editDialogStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;

export const orderStatusInput = z.enum(orderStatuses, { error: admin.orders.errors.unknownStatus });

export const adminOrdersListInput = z.object({
  search: z.string().trim().max(200).default(''),
  userId: z.number().int().positive().optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
});

export const adminOrderEditInput = z.object({
  id: z.number().int().positive(),
  status: orderStatusInput.optional(),
  city: z.string().trim().max(200).optional(),
  deliveryAddress: z.string().trim().max(500).optional(),
  comments: z.string().trim().max(2000).optional(),
  /** The order's lines after the edit: a missing line is removed; quantity minimum 1. */
  items: z
    .array(
      z.object({
        partId: z.number().int().positive(),
        quantity: z.number().int().min(1, admin.orders.errors.quantityMin).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, admin.orders.errors.noItemsLeft)
    .max(500)
    .optional(),
});
export type AdminOrderEditInput = z.infer<typeof adminOrderEditInput>;

export const adminOrderStatusInput = z.object({ id: z.number().int().positive(), status: orderStatusInput });
