// A payer's company details (реквизиты), as a buyer enters them in the
// account area and the shop's own in its settings. Every number is checked
// with its official control digit (checkDigits.ts); each refusal names its
// field, so the form shows it under that field.
import { requisites } from '@shop/i18n/namespaces/requisites';
import { idField, textField } from '../fields';
import { z } from '../zod';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './checkDigits';

const m = requisites.validation;

export const PAYER_KINDS = ['company', 'entrepreneur'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/** Digits as typed: spaces inside a long number are forgiven, anything else stays for the check to refuse. */
const digitsField = textField.transform((value) => value.replace(/\s+/g, ''));

const payerShape = z.object({
  kind: z.enum(PAYER_KINDS, { error: () => m.kind }),
  name: textField.trim().min(1, m.name).max(300, m.name),
  inn: digitsField,
  kpp: digitsField.transform((value) => value.toUpperCase()).default(''),
  ogrn: digitsField,
  legalAddress: textField.trim().min(1, m.address).max(500, m.address),
  bankName: textField.trim().min(1, m.bankName).max(200, m.bankName),
  bik: digitsField,
  account: digitsField,
  corrAccount: digitsField,
});

export type PayerDetails = z.output<typeof payerShape>;
type Issue = { path: keyof PayerDetails; message: string };

/** Every wrong field of a payer, each with its Russian message (empty when all is right). */
export function payerIssues(payer: PayerDetails): Issue[] {
  const issues: Issue[] = [];
  const company = payer.kind === 'company';
  const innLength = company ? 10 : 12;
  if (!new RegExp(`^\\d{${innLength}}$`).test(payer.inn)) {
    issues.push({ path: 'inn', message: company ? m.innLengthCompany : m.innLengthEntrepreneur });
  } else if (!isValidInn(payer.inn)) issues.push({ path: 'inn', message: m.innCheck });
  if (company && !isValidKpp(payer.kpp)) issues.push({ path: 'kpp', message: m.kppFormat });
  if (!company && payer.kpp !== '') issues.push({ path: 'kpp', message: m.kppForEntrepreneur });
  const ogrnLength = company ? 13 : 15;
  if (!new RegExp(`^\\d{${ogrnLength}}$`).test(payer.ogrn)) {
    issues.push({ path: 'ogrn', message: company ? m.ogrnLength : m.ogrnipLength });
  } else if (!isValidOgrn(payer.ogrn)) {
    issues.push({ path: 'ogrn', message: company ? m.ogrnCheck : m.ogrnipCheck });
  }
  const bikOk = isValidBik(payer.bik);
  if (!bikOk) issues.push({ path: 'bik', message: m.bik });
  if (!/^\d{20}$/.test(payer.account)) issues.push({ path: 'account', message: m.accountLength });
  else if (bikOk && !isValidSettlementAccount(payer.account, payer.bik)) {
    issues.push({ path: 'account', message: m.accountCheck });
  }
  if (!/^30101\d{15}$/.test(payer.corrAccount)) {
    issues.push({ path: 'corrAccount', message: m.corrAccountFormat });
  } else if (bikOk && !isValidCorrespondentAccount(payer.corrAccount, payer.bik)) {
    issues.push({ path: 'corrAccount', message: m.corrAccountCheck });
  }
  return issues;
}

/** A payer's details, every number checked. */
export const payerDetailsInput = payerShape.superRefine((payer, ctx) => {
  for (const issue of payerIssues(payer))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});

/** Create (no id) or update (id) one of the buyer's payers. */
export const savePayerInput = z.object({ id: idField.optional(), details: payerDetailsInput });
export type SavePayerInput = z.output<typeof savePayerInput>;

export const MAX_PAYERS_PER_USER = 20;

/** A payer's details as the API answers them (stored values, not re-checked). */
export const payerDetailsOutput = z.object({
  kind: z.enum(PAYER_KINDS),
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  legalAddress: z.string(),
  bankName: z.string(),
  bik: z.string(),
  account: z.string(),
  corrAccount: z.string(),
});

/** One of a buyer's saved payers (auth.payers, admin.users). */
export const payerOutput = payerDetailsOutput.extend({ id: z.number() });
