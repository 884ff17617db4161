// The payer form's model: empty values, and the check-digit errors of the
// fields the user has touched (the same schema the server applies).
import { payerDetailsInput, type PayerDetails, type PayerKind } from '@shop/schemas';

export type PayerValues = { [K in keyof PayerDetails]: K extends 'kind' ? PayerKind : string };
export type PayerField = keyof PayerValues;

export const PAYER_FIELDS: PayerField[] = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'legalAddress',
  'bankName',
  'bik',
  'account',
  'corrAccount',
];

export const emptyPayer = (): PayerValues => ({
  kind: 'company',
  name: '',
  inn: '',
  kpp: '',
  ogrn: '',
  legalAddress: '',
  bankName: '',
  bik: '',
  account: '',
  corrAccount: '',
});

/** Every field's first error (Russian, from the shared schema); empty when the payer is valid. */
export function payerErrors(values: PayerValues): Partial<Record<PayerField, string>> {
  const result = payerDetailsInput.safeParse(values);
  const errors: Partial<Record<PayerField, string>> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as PayerField] ??= issue.message;
  return errors;
}
