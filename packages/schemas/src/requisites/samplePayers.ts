// Company details for tests, written once: every ИНН, ОГРН and account passes
// its check digit. Test files of every package import them from
// '@shop/schemas/testing' instead of typing them again.
import type { PayerDetails } from './payer';

/**
 * The shop's own details on a fresh install. Migration 0010 seeds the same
 * values; a migration is frozen, so it keeps its copy and tests use this one.
 */
export const SAMPLE_SHOP_SUPPLIER: PayerDetails = {
  kind: 'company',
  name: 'ООО «СкутерОпт Юг»',
  inn: '2310123454',
  kpp: '231001001',
  ogrn: '1222300012340',
  legalAddress: '350080, г. Краснодар, ул. Уральская, д. 144, офис 12',
  bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
  bik: '040349602',
  account: '40702810630000012345',
  corrAccount: '30101810100000000602',
};

/** A wholesale buyer: what a buyer types in 'Плательщики' and what its invoices print. */
export const SAMPLE_BUYER: PayerDetails = {
  kind: 'company',
  name: 'ООО «Мотосервис Плюс»',
  inn: '7720123457',
  kpp: '772001001',
  ogrn: '1027700123450',
  legalAddress: '111123, г. Москва, ш. Энтузиастов, д. 56, стр. 2',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810538000054321',
  corrAccount: '30101810400000000225',
};

/** A real bank's published details (ПАО Сбербанк). */
export const SAMPLE_PUBLISHED_PAYER: PayerDetails = {
  kind: 'company',
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40817810538091310419',
  corrAccount: '30101810400000000225',
};
