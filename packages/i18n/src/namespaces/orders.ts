// i18next namespace `orders`: statuses, delivery and payment, order history
// and checkout validation. The order mails (`orders:mail`) are added on the
// server only (resources.ts).
export { orders } from '../ru/orders';
