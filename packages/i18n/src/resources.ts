// Every Russian text of the shop as i18next resources: one namespace per
// feature (namespaces/*.ts). The web loads each namespace with the chunk of
// its feature; the server has them all (server.ts), and with them the texts
// only mails use, which the browser never downloads.
import { admin } from './namespaces/admin';
import { auth } from './namespaces/auth';
import { cart } from './namespaces/cart';
import { catalog } from './namespaces/catalog';
import { errors } from './namespaces/errors';
import { info } from './namespaces/info';
import { layout } from './namespaces/layout';
import { orders } from './namespaces/orders';
import { quickOrder } from './namespaces/quickOrder';
import { requisites } from './namespaces/requisites';
import { savedLists } from './namespaces/savedLists';
import { accountMails } from './ru/accountMails';
import { mailLayout } from './ru/mailLayout';
import { orderMails } from './ru/orderMails';

export const resources = {
  auth: { ...auth, mail: accountMails },
  catalog,
  cart,
  orders: { ...orders, mail: orderMails },
  savedLists,
  quickOrder,
  requisites,
  admin,
  info,
  layout: { ...layout, mail: mailLayout },
  errors,
} as const;

export type Resources = typeof resources;
export type Namespace = keyof Resources;

/** The namespace of texts no screen can do without (the shell's); t() without a prefix reads it. */
export const DEFAULT_NAMESPACE = 'layout' satisfies Namespace;
