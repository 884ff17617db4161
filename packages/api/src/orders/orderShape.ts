// Orders as the web client sees them (money in kopecks). The REST adapter
// maps these to the spec's field names and roubles.
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@shop/db';
import type { PayerDetails } from '@shop/schemas';
import type { OrderItemRow, OrderRow } from './orderRepository';

export interface OrderItemDto {
  partId: number;
  partNumber: string;
  name: string;
  unitPriceKopecks: number;
  /** The catalogue price before the client's discount, when the order was placed. */
  baseUnitPriceKopecks: number;
  quantity: number;
  /** Units taken from stock for this order. */
  reservedQuantity: number;
  /** Units the shop still has to get ("под заказ"). */
  toOrderQuantity: number;
  lineTotalKopecks: number;
}

export interface OrderDto {
  id: number;
  orderNumber: string;
  userId: number;
  name: string;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  city: string;
  deliveryAddress: string;
  comments: string;
  totalKopecks: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string | null;
  /** The client's discount captured with the order (every line's unit price has it). */
  discountPercent: number;
  /** Deferred payment in days: the invoice is due this long after the order. */
  paymentDelayDays: number;
  /** The payer (invoice buyer) chosen at checkout, as it was then. */
  payer: PayerDetails | null;
  createdAt: string;
  updatedAt: string;
  items: OrderItemDto[];
}

export function toOrderItemDto(item: OrderItemRow): OrderItemDto {
  return {
    partId: item.part_id,
    partNumber: item.part_number,
    name: item.name,
    unitPriceKopecks: item.unit_price,
    baseUnitPriceKopecks: item.base_unit_price,
    quantity: item.quantity,
    reservedQuantity: item.reserved_quantity,
    toOrderQuantity: item.quantity - item.reserved_quantity,
    lineTotalKopecks: item.unit_price * item.quantity,
  };
}

export function toOrderDto(order: OrderRow, items: OrderItemRow[]): OrderDto {
  return {
    id: order.id,
    orderNumber: order.order_number,
    userId: order.user_id,
    name: order.name,
    status: order.status,
    deliveryMethod: order.delivery_method,
    paymentMethod: order.payment_method,
    city: order.city,
    deliveryAddress: order.delivery_address,
    comments: order.comments,
    totalKopecks: order.total_price,
    customerName: order.contact_name,
    customerEmail: order.contact_email,
    customerPhone: order.contact_phone,
    company: order.company,
    discountPercent: order.discount_percent,
    paymentDelayDays: order.payment_delay_days,
    payer: (order.payer as PayerDetails | null) ?? null,
    createdAt: order.created_at.toISOString(),
    updatedAt: order.updated_at.toISOString(),
    items: items.map(toOrderItemDto),
  };
}
