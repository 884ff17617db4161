// The buyer sees every one of the nine status names (issue 29.4), as the admin does.
export { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
