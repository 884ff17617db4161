// Admin copy travels in the admin chunk: every admin page imports this module.
// Order texts (status names, item columns) are shared with the customer's pages.
import { adminOrders } from '@shop/i18n/ru/adminOrders';
import { adminUsers } from '@shop/i18n/ru/adminUsers';
import { orders } from '@shop/i18n/ru/orders';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ adminOrders, adminUsers, orders });
