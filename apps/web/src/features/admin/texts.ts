// Admin copy travels in the admin chunk: every admin page imports this module.
// Order texts (status names, item columns) are shared with the customer's pages;
// generic refusals (errors) name the limits of the files an admin uploads;
// the buyer's account texts name the roles in a company (issue 34).
import { admin } from '@shop/i18n/namespaces/admin';
import { auth } from '@shop/i18n/namespaces/auth';
import { errors } from '@shop/i18n/namespaces/errors';
import { orders } from '@shop/i18n/namespaces/orders';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ admin, auth, errors, orders, requisites });
