import { describe, expect, it } from 'vitest';
import { payerDetailsInput } from './payer';
import { SAMPLE_PUBLISHED_PAYER } from './samplePayers';

const company = SAMPLE_PUBLISHED_PAYER;
const entrepreneur = {
  ...company,
  kind: 'entrepreneur' as const,
  name: 'ИП Иванов Иван Иванович',
  inn: '500100732259',
  kpp: '',
  ogrn: '304500116000157',
};

const fieldErrors = (value: unknown) => {
  const result = payerDetailsInput.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('payer details', () => {
  it('accepts an organisation and an ИП with published details, spaces in numbers forgiven', () => {
    expect(fieldErrors(company)).toEqual({});
    expect(fieldErrors(entrepreneur)).toEqual({});
    expect(payerDetailsInput.parse({ ...company, account: '40817 810 5380 9131 0419' }).account).toBe(
      '40817810538091310419',
    );
  });

  it('names the field and the reason in Russian', () => {
    expect(fieldErrors({ ...company, inn: '7707083894' })).toEqual({ inn: 'Неверное контрольное число ИНН' });
    expect(fieldErrors({ ...company, inn: '500100732259' })).toEqual({ inn: 'ИНН организации — 10 цифр' });
    expect(fieldErrors({ ...entrepreneur, inn: '7707083893' })).toEqual({
      inn: 'ИНН индивидуального предпринимателя — 12 цифр',
    });
    expect(fieldErrors({ ...company, ogrn: '1027700132196' })).toEqual({
      ogrn: 'Неверное контрольное число ОГРН',
    });
    expect(fieldErrors({ ...entrepreneur, ogrn: '304500116000158' })).toEqual({
      ogrn: 'Неверное контрольное число ОГРНИП',
    });
    expect(fieldErrors({ ...company, kpp: '77360100' })).toHaveProperty('kpp');
    expect(fieldErrors({ ...entrepreneur, kpp: '773601001' })).toEqual({
      kpp: 'У индивидуального предпринимателя нет КПП',
    });
    expect(fieldErrors({ ...company, account: '40817810538091310418' })).toEqual({
      account: 'Расчётный счёт не соответствует БИК: неверный контрольный ключ',
    });
    expect(fieldErrors({ ...company, corrAccount: '30101810400000000226' })).toEqual({
      corrAccount: 'Корреспондентский счёт не соответствует БИК: неверный контрольный ключ',
    });
  });

  it('reports every wrong field at once', () => {
    expect(
      Object.keys(fieldErrors({ ...company, inn: '1', bik: '12', account: 'x', name: ' ' })).sort(),
    ).toEqual(['account', 'bik', 'inn', 'name']);
  });
});
