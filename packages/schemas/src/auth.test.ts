import { describe, expect, it } from 'vitest';
import { formatPhoneMask, normalizePhone, profileUpdateInput, registrationInput } from './auth';

const valid = {
  first_name: 'Иван',
  last_name: 'Петров',
  email: ' Ivan@Example.RU ',
  password: 'secret1',
  phone: '8 (918) 123-45-67',
};

describe('account schemas', () => {
  it('masks and normalises phones as the spec says (a leading 8 becomes 7)', () => {
    expect(formatPhoneMask('89181234567')).toBe('+7(918)123-45-67');
    expect(formatPhoneMask('+7(918)12')).toBe('+7(918)12');
    expect(formatPhoneMask('')).toBe('');
    expect(normalizePhone('+7(918)123-45-67')).toBe('79181234567');
  });

  it('accepts a registration and normalises email and phone', () => {
    const parsed = registrationInput.parse(valid);
    expect(parsed).toMatchObject({ email: 'ivan@example.ru', phone: '79181234567', company: null });
  });

  it('gives the spec messages for each invalid field', () => {
    const result = registrationInput.safeParse({
      first_name: 'И',
      last_name: 'П',
      email: 'nope',
      password: '123',
      phone: '+7(918)12',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      first_name: 'Имя должно содержать минимум 2 символа',
      last_name: 'Фамилия должна содержать минимум 2 символа',
      email: 'Введите корректный email',
      password: 'Пароль должен быть не менее 6 символов',
      phone: 'Телефон должен быть в формате +7(123)456-78-90',
    });
    const noPhone = registrationInput.safeParse({ ...valid, phone: '' });
    expect(noPhone.error?.issues[0]?.message).toBe('Номер телефона обязателен');
  });

  it('requires names in the profile with "Обязательное поле"', () => {
    const result = profileUpdateInput.safeParse({
      first_name: ' ',
      last_name: 'Петров',
      phone: '79181234567',
    });
    expect(result.error?.issues[0]?.message).toBe('Обязательное поле');
  });
});
