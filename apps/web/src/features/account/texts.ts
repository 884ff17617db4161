// Account copy travels with the account page.
import { auth } from '@shop/i18n/namespaces/auth';
import { orders } from '@shop/i18n/namespaces/orders';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { addTexts } from '../../shared/i18n/i18n';

// Orders' texts: the company's orders and the approval requests show statuses and sums.
addTexts({ auth, orders, requisites });
