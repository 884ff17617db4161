// The admin screens show the same badge as the buyer's history.
export { OrderStatusBadge } from '../../../../shared/orders/OrderStatusBadge';
