// The official check digits of Russian company and bank details. Each
// function takes the value as typed (digits only; format is checked first)
// and says whether its control digit is right. Sources: the Federal Tax
// Service's ИНН/ОГРН rules and the Bank of Russia's account key algorithm
// (Правила ведения бухгалтерского учёта № 579-П, приложение).

const digitsOf = (value: string): number[] => [...value].map(Number);

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);
}

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const innDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weightedSum(digits, weights) % 11) % 10;

/** ИНН of an organisation (10 digits) or of a person / ИП (12 digits). */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  if (d.length === 10) return innDigit(d, INN_10_WEIGHTS) === d[9];
  return innDigit(d, INN_11_WEIGHTS) === d[10] && innDigit(d, INN_12_WEIGHTS) === d[11];
}

/**
 * ОГРН (13 digits: the first 12 modulo 11) or ОГРНИП (15 digits: the first 14
 * modulo 13); in both the remainder's last digit is the control digit.
 * BigInt: 14 digits still fit a double, but exactness should not depend on it.
 */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const modulus = ogrn.length === 13 ? 11n : 13n;
  const body = BigInt(ogrn.slice(0, -1));
  return Number((body % modulus) % 10n) === Number(ogrn.at(-1));
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. No check digit exists. */
export const isValidKpp = (kpp: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);

/** БИК of a Russian bank: 9 digits starting with 04 (no check digit exists). */
export const isValidBik = (bik: string): boolean => /^04\d{7}$/.test(bik);

const ACCOUNT_WEIGHTS = [7, 1, 3];

/** The Bank of Russia's key: 23 digits weighted 7,1,3…; the sum of the products' last digits ends in 0. */
function accountKeyHolds(digits23: string): boolean {
  const sum = digitsOf(digits23).reduce(
    (total, digit, index) => total + ((digit * ACCOUNT_WEIGHTS[index % 3]!) % 10),
    0,
  );
  return sum % 10 === 0;
}

/** A settlement account (расчётный счёт) checked against its bank's БИК: the БИК's last 3 digits lead. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  return accountKeyHolds(bik.slice(-3) + account);
}

/**
 * A correspondent account (30101…) checked against its bank's БИК: it ends
 * with the БИК's last 3 digits, and for the key "0" and the БИК's 5th-6th digits lead.
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  if (!/^30101\d{15}$/.test(account) || !isValidBik(bik) || !account.endsWith(bik.slice(-3))) return false;
  return accountKeyHolds(`0${bik.slice(4, 6)}${account}`);
}
