// The namespaces any screen of the shell may show (the layout, /login and the
// error screens). Each feature's copy is registered by its own chunk
// (features/<feature>/texts.ts) when that chunk loads, so that /login does not
// download the catalogue, cart, orders, account or admin texts;
// translate.test.ts checks which namespaces may live where.
import { auth } from '@shop/i18n/ru/auth';
import { common } from '@shop/i18n/ru/common';
import { company } from '@shop/i18n/ru/company';
import { infoMeta } from '@shop/i18n/ru/infoMeta';
import { layout } from '@shop/i18n/ru/layout';
import { loginPage } from '@shop/i18n/ru/loginPage';
import { pages } from '@shop/i18n/ru/pages';
import { registerTexts } from './translate';

registerTexts({
  auth,
  common,
  company,
  // Page descriptions for <meta> (usePageMeta's default, the 404 page); the
  // rest of `info` comes with the information pages.
  info: { meta: infoMeta },
  layout,
  loginPage,
  pages,
});
