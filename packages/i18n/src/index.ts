// All Russian texts of the shop in one resource tree, used by the web client
// (react-i18next), mails and REST error bodies. Each domain keeps its own file.
import { account } from './ru/account';
import { adminUsers } from './ru/adminUsers';
import { auth } from './ru/auth';
import { cart } from './ru/cart';
import { catalog } from './ru/catalog';
import { catalogImport } from './ru/catalogImport';
import { adminOrders } from './ru/adminOrders';
import { common } from './ru/common';
import { company } from './ru/company';
import { contact } from './ru/contact';
import { info } from './ru/info';
import { layout } from './ru/layout';
import { loginPage } from './ru/loginPage';
import { mail } from './ru/mail';
import { orderMails } from './ru/orderMails';
import { orders } from './ru/orders';
import { quickOrder } from './ru/quickOrder';
import { savedLists } from './ru/savedLists';
import { pages } from './ru/pages';

export const ru = {
  adminOrders,
  account,
  adminUsers,
  auth,
  cart,
  catalog,
  catalogImport,
  common,
  company,
  contact,
  info,
  layout,
  loginPage,
  mail,
  orderMails,
  orders,
  quickOrder,
  savedLists,
  pages,
} as const;

export type Resources = typeof ru;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the Russian resource tree, e.g. `common.errors.internal`. */
export type TextKey = Leaves<Resources>;

/** Looks up a text on the server side; `{{name}}` placeholders are filled from `vars`. */
export function text(key: TextKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = ru;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Unknown text key: ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export { formatRoubles } from './money';
export { formatDate, formatDateTime } from './dates';
