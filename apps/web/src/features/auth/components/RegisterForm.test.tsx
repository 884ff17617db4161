// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { RegisterForm } from './RegisterForm';

function renderRegister() {
  const onSubmit = vi.fn();
  const view = renderUi(
    <MemoryRouter>
      <RegisterForm onSubmit={onSubmit} isSubmitting={false} />
    </MemoryRouter>,
  );
  return { ...view, onSubmit };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Зарегистрироваться' });

describe('RegisterForm', () => {
  it('names every missing or wrong field in Russian and sends nothing', async () => {
    const { user, onSubmit } = renderRegister();
    await user.type(input(/^Имя/), 'И');
    await user.type(input(/^Email/), 'not-an-email');
    await user.type(input(/^Пароль/), '123');
    await user.click(submit());
    expect(screen.getByText('Имя должно содержать минимум 2 символа')).toBeTruthy();
    expect(screen.getByText('Фамилия должна содержать минимум 2 символа')).toBeTruthy();
    expect(screen.getByText('Пароль должен быть не менее 6 символов')).toBeTruthy();
    expect(screen.getByText('Номер телефона обязателен')).toBeTruthy();
    expect(screen.getByText('Необходимо согласие на обработку персональных данных')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the phone as +7(XXX)XXX-XX-XX while typing and refuses a short number', async () => {
    const { user } = renderRegister();
    await user.type(input(/^Телефон/), '8912345');
    expect((input(/^Телефон/) as HTMLInputElement).value).toMatch(/^\+7\(912\)345/);
    await user.click(submit());
    expect(screen.getByText('Телефон должен быть в формате +7(123)456-78-90')).toBeTruthy();
  });

  it('sends the checked fields (phone as digits, empty company as null, consent given)', async () => {
    const { user, onSubmit } = renderRegister();
    await user.type(input(/^Имя/), 'Иван');
    await user.type(input(/^Фамилия/), 'Петров');
    await user.type(input(/^Email/), 'ivan@example.ru');
    await user.type(input(/^Телефон/), '9123456789');
    await user.type(input(/^Пароль/), 'secret12');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      first_name: 'Иван',
      last_name: 'Петров',
      email: 'ivan@example.ru',
      password: 'secret12',
      personal_data_consent: true,
    });
    expect(screen.queryByText(/Необходимо согласие/)).toBeNull();
  });
});
