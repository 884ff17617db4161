// The namespaces the shell itself shows (layout, page titles, error screens).
// Each feature's copy is registered by its own chunk (features/<f>/texts.ts)
// when that chunk loads, so a first visit downloads only the texts of its
// screen; translate.test.ts checks which namespaces may live where.
import { common } from '@shop/i18n/ru/common';
import { company } from '@shop/i18n/ru/company';
import { layout } from '@shop/i18n/ru/layout';
import { pages } from '@shop/i18n/ru/pages';
import { registerTexts } from './translate';

registerTexts({ common, company, layout, pages });
