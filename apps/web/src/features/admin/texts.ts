// Admin copy travels in the admin chunk: every admin page imports this module.
import { adminOrders } from '@shop/i18n/ru/adminOrders';
import { adminUsers } from '@shop/i18n/ru/adminUsers';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ adminOrders, adminUsers });
