// i18next namespace `orders`: statuses, delivery and payment, order history,
// checkout validation and the order mails.
import { orderMails } from '../ru/orderMails';
import { orders as texts } from '../ru/orders';

export const orders = { ...texts, mail: orderMails } as const;
