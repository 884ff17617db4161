// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { LoginForm } from './LoginForm';

function renderLogin(isSubmitting = false) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} isSubmitting={isSubmitting} />
    </MemoryRouter>,
  );
  return { ...view, onSubmit };
}

const email = () => screen.getByPlaceholderText('name@company.ru');
const password = () => screen.getByPlaceholderText('Введите пароль');
const submit = () => screen.getByRole('button', { name: 'Войти' });

describe('LoginForm', () => {
  it('says in Russian under each field what is missing, instead of the browser tooltip, and sends nothing', async () => {
    const { user, onSubmit, container } = renderLogin();
    expect(container.querySelector('form')?.noValidate).toBe(true);
    await user.click(submit());
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user, onSubmit } = renderLogin();
    await user.type(email(), 'buyer.example.ru');
    await user.type(password(), 'secret1');
    await user.click(submit());
    expect(screen.getByText('Некорректный формат email')).toBeTruthy();
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed e-mail and the password as typed, once valid; the messages go away', async () => {
    const { user, onSubmit } = renderLogin();
    await user.click(submit());
    await user.type(email(), '  buyer@example.ru ');
    await user.type(password(), ' pass word ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'buyer@example.ru', password: ' pass word ' });
    expect(screen.queryByText('Обязательное поле')).toBeNull();
  });

  it('shows and hides the password on request', async () => {
    const { user } = renderLogin();
    expect(password().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('cannot be sent again while a sign-in runs', () => {
    renderLogin(true);
    const button = screen.getByRole('button', { name: /Вход/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
