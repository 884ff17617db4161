// The one-line descriptions of a supplier or buyer, and the VAT of a total,
// as both documents print them.
import { formatRoubles, t } from '@shop/i18n';
import type { PayerDetails, VatRate } from '@shop/schemas';

export function partyLine(details: PayerDetails): string {
  const d = 'requisites:documents';
  const ids = [`${t(`${d}.inn`)} ${details.inn}`];
  if (details.kpp) ids.push(`${t(`${d}.kpp`)} ${details.kpp}`);
  ids.push(`${details.kind === 'company' ? t(`${d}.ogrn`) : t(`${d}.ogrnip`)} ${details.ogrn}`);
  return [details.name, ...ids, details.legalAddress].join(', ');
}

export function bankLine(details: PayerDetails): string {
  const d = 'requisites:documents';
  return `р/с ${details.account} в ${details.bankName}, ${t(`${d}.bik`)} ${details.bik}, к/с ${details.corrAccount}`;
}

/** VAT included in a total at the rate (rounded to the kopeck); 0 when 'none'. */
export function vatOf(totalKopecks: number, rate: VatRate): number {
  if (rate === 'none') return 0;
  const percent = Number(rate);
  return Math.round((totalKopecks * percent) / (100 + percent));
}

export function vatText(totalKopecks: number, rate: VatRate): string {
  if (rate === 'none') return t('requisites:documents.noVat');
  return t('requisites:documents.purposeVat', {
    rate,
    amount: formatRoubles(vatOf(totalKopecks, rate), { withKopecks: true }),
  });
}

export const money = (kopecks: number) => formatRoubles(kopecks, { withKopecks: true });
