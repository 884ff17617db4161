// Order history copy travels with the orders page.
import { orders } from '@shop/i18n/ru/orders';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ orders });
