// Order history copy travels with the orders page.
import { orders } from '@shop/i18n/namespaces/orders';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ orders });
