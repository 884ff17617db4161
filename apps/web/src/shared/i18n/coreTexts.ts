// The namespaces any screen of the shell may show. Admin and information
// copy is registered by its own chunk (features/admin/texts.ts,
// features/info/texts.ts) when that chunk loads.
import { account } from '@shop/i18n/ru/account';
import { auth } from '@shop/i18n/ru/auth';
import { cart } from '@shop/i18n/ru/cart';
import { catalog } from '@shop/i18n/ru/catalog';
import { common } from '@shop/i18n/ru/common';
import { company } from '@shop/i18n/ru/company';
import { infoMeta } from '@shop/i18n/ru/infoMeta';
import { layout } from '@shop/i18n/ru/layout';
import { loginPage } from '@shop/i18n/ru/loginPage';
import { orders } from '@shop/i18n/ru/orders';
import { pages } from '@shop/i18n/ru/pages';
import { savedLists } from '@shop/i18n/ru/savedLists';
import { registerTexts } from './translate';

registerTexts({
  account,
  auth,
  cart,
  catalog,
  common,
  company,
  // Page descriptions for <meta>; the rest of `info` comes with the information pages.
  info: { meta: infoMeta },
  layout,
  loginPage,
  orders,
  pages,
  savedLists,
});
