// Order history copy travels with the orders page.
import { orders } from '@shop/i18n/namespaces/orders';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ orders, requisites });
