import { describe, expect, it } from 'vitest';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './checkDigits';

/** Every value with its last digit replaced by each of the nine other digits. */
const otherLastDigits = (value: string) =>
  [...'0123456789'].filter((digit) => digit !== value.at(-1)).map((digit) => value.slice(0, -1) + digit);

/** Every value with one digit (at any position) replaced by each other digit. */
const everySingleDigitChange = (value: string) =>
  [...value].flatMap((_, position) =>
    [...'0123456789']
      .filter((digit) => digit !== value[position])
      .map((digit) => value.slice(0, position) + digit + value.slice(position + 1)),
  );

// Published details of well-known Russian companies and banks (their sites' "Реквизиты" pages).
const ORGANISATION_INNS = ['7707083893', '7728168971', '7710140679', '7736207543', '7830002293'];
const PERSON_INNS = ['500100732259'];
const OGRNS = ['1027700132195', '1027739642281', '1027700229193'];
const OGRNIPS = ['304500116000157', '304463210700212'];
// Сбербанк, Т-Банк, ВТБ, Альфа-Банк: БИК and correspondent account.
const BANKS = [
  ['044525225', '30101810400000000225'],
  ['044525974', '30101810145250000974'],
  ['044525187', '30101810700000000187'],
  ['044525593', '30101810200000000593'],
] as const;
// The Russian example of the SWIFT IBAN registry: RU03 044525225 40817810538091310419.
const SETTLEMENT = { bik: '044525225', account: '40817810538091310419' };

describe('ИНН', () => {
  it.each([...ORGANISATION_INNS, ...PERSON_INNS])('accepts the published %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([...ORGANISATION_INNS, ...PERSON_INNS])('refuses %s with any other control digit', (inn) => {
    expect(otherLastDigits(inn).filter(isValidInn)).toEqual([]);
  });

  it('checks both control digits of a 12-digit ИНН', () => {
    // 11th digit changed, 12th kept: the first control digit fails.
    expect(isValidInn('500100732249')).toBe(false);
  });

  it.each(['', '770708389', '77070838930', '77070838931', '770708389x', ' 7707083893'])(
    'refuses %j',
    (inn) => {
      expect(isValidInn(inn)).toBe(false);
    },
  );
});

describe('ОГРН and ОГРНИП', () => {
  it.each([...OGRNS, ...OGRNIPS])('accepts the published %s', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
  });

  it.each([...OGRNS, ...OGRNIPS])('refuses %s with any other control digit', (ogrn) => {
    expect(otherLastDigits(ogrn).filter(isValidOgrn)).toEqual([]);
  });

  it.each(['102770013219', '10277001321955', '3045001160001570', '1O27700132195'])('refuses %j', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(false);
  });
});

describe('КПП and БИК (format only: neither has a control digit)', () => {
  it.each(['770701001', '773601001', '7707AB001'])('accepts the КПП %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });
  it.each(['77070100', '7707010011', '7707ab001', 'AB0701001'])('refuses the КПП %j', (kpp) => {
    expect(isValidKpp(kpp)).toBe(false);
  });
  it.each(BANKS.map(([bik]) => bik))('accepts the БИК %s', (bik) => {
    expect(isValidBik(bik)).toBe(true);
  });
  it.each(['04452522', '0445252250', '144525225', '04452522a'])('refuses the БИК %j', (bik) => {
    expect(isValidBik(bik)).toBe(false);
  });
});

describe('accounts against the БИК (Bank of Russia control key)', () => {
  it.each(BANKS)('accepts the correspondent account of %s', (bik, corr) => {
    expect(isValidCorrespondentAccount(corr, bik)).toBe(true);
  });

  it.each(BANKS)('refuses every single-digit change of the correspondent account of %s', (bik, corr) => {
    expect(
      everySingleDigitChange(corr).filter((account) => isValidCorrespondentAccount(account, bik)),
    ).toEqual([]);
  });

  it('refuses a correspondent account with the БИК of another bank', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525974')).toBe(false);
  });

  it('accepts the published settlement account against its БИК', () => {
    expect(isValidSettlementAccount(SETTLEMENT.account, SETTLEMENT.bik)).toBe(true);
  });

  it('refuses every single-digit change of the settlement account', () => {
    const changed = everySingleDigitChange(SETTLEMENT.account);
    expect(changed).toHaveLength(180);
    expect(changed.filter((account) => isValidSettlementAccount(account, SETTLEMENT.bik))).toEqual([]);
  });

  it('refuses the settlement account under a БИК whose last three digits differ', () => {
    expect(isValidSettlementAccount(SETTLEMENT.account, '044525974')).toBe(false);
  });

  it('refuses a settlement account that is not 20 digits', () => {
    expect(isValidSettlementAccount('4081781053809131041', SETTLEMENT.bik)).toBe(false);
  });
});
