// Table types of orders and saved lists (migration 0006). Money in kopecks.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp } from './schemaTimestamps';
import type { OrderPayerJson } from './schemaCompanies';

import type { OrderStatus } from './orderStatuses';

export { ORDER_STATUSES, type OrderStatus } from './orderStatuses';
export type DeliveryMethod = 'pickup' | 'courier' | 'shipping';
export type PaymentMethod = 'card' | 'cash' | 'invoice';

/** bigint column read as a number (both drivers parse int8). */
type Kopecks = ColumnType<number, number, number>;

export interface OrdersTable {
  id: GeneratedAlways<number>;
  order_number: string;
  user_id: number;
  /** The company the order was placed in (migration 0031; a trigger fills it from the buyer). */
  company_id: Generated<number>;
  name: string;
  status: OrderStatus;
  delivery_method: DeliveryMethod;
  payment_method: PaymentMethod;
  city: Generated<string>;
  delivery_address: Generated<string>;
  comments: Generated<string>;
  total_price: Kopecks;
  contact_name: string;
  contact_email: string;
  contact_phone: Generated<string>;
  company: string | null;
  idempotency_key: string;
  request_hash: string;
  /** The client's discount applied to every line when the order was placed. */
  discount_percent: Generated<number>;
  payment_delay_days: Generated<number>;
  /** The chosen payer's details (invoice buyer), captured; null when none was chosen. */
  payer: OrderPayerJson;
  /** When an admin first opened the order (migration 0026); null: nobody yet, the list marks it. */
  first_opened_at: Date | null;
  first_opened_by: number | null;
  /** When 1C confirmed it took the order (`mode=success`, migration 0028); null: not yet sent. */
  exported_1c_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrderItemsTable {
  id: GeneratedAlways<number>;
  order_id: number;
  part_id: number;
  part_number: string;
  name: string;
  /** Price per unit in kopecks the buyer pays, captured when the order was placed (after the discount). */
  unit_price: number;
  /** The catalogue price per unit before the client's discount. */
  base_unit_price: number;
  quantity: number;
  /** Units taken from stock; the rest of the line is "под заказ". */
  reserved_quantity: number;
  position: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrderStatusHistoryTable {
  id: GeneratedAlways<number>;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: number | null;
  created_at: DefaultTimestamp;
}

export interface SavedListsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  /** The author's company (migration 0031; a trigger fills it). */
  company_id: Generated<number>;
  name: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SavedListItemsTable {
  id: GeneratedAlways<number>;
  saved_list_id: number;
  part_id: number;
  quantity: number;
  position: number;
  created_at: DefaultTimestamp;
}
