import { describe, expect, it } from 'vitest';
import { accountActivated, registrationAdminNotice, registrationReceived } from './accountMails';
import { renderMail } from './render';
import { passwordReset } from './passwordReset';

const publicUrl = 'https://shop.example.ru';
const evil = '<script>alert("x")</script>';

describe('mail templates', () => {
  it('escape user data in HTML and keep it readable in the text twin', () => {
    const mail = registrationAdminNotice({
      publicUrl,
      firstName: evil,
      lastName: 'Петров & сыновья',
      email: 'ivan@example.ru',
      company: '<img src=x onerror=alert(1)>',
      phone: '79001234567',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Петров &amp; сыновья');
    expect(mail.text).toContain(`Имя: ${evil} Петров & сыновья`);
    expect(mail.text).toContain('Телефон: +7 (900) 123-45-67');
    expect(mail.subject).toBe(`Новая регистрация: ${evil} Петров & сыновья`);
    expect(mail.html).toContain(`href="${publicUrl}/admin/users"`);
    expect(mail.text).toContain(`${publicUrl}/admin/users`);
  });

  it('say what is missing instead of leaving blanks', () => {
    const mail = registrationAdminNotice({
      publicUrl,
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'i@e.ru',
      company: null,
      phone: '',
    });
    expect(mail.text).toContain('Компания: не указано');
    expect(mail.text).toContain('Телефон: не указано');
  });

  it('tell the applicant about activation within 24 hours on working days', () => {
    const mail = registrationReceived({ publicUrl, firstName: 'Иван' });
    expect(mail.subject).toBe('Заявка на регистрацию получена');
    expect(mail.text).toContain('Здравствуйте, Иван!');
    expect(mail.text).toContain('до 24 часов в рабочие дни');
  });

  it('link an activated user to /login', () => {
    const mail = accountActivated({ publicUrl: `${publicUrl}/`, firstName: 'Иван' });
    expect(mail.html).toContain(`href="${publicUrl}/login"`);
    expect(mail.text).toContain('Теперь вы можете войти');
  });

  it('build an encoded reset link and state its validity', () => {
    const mail = passwordReset({ publicUrl, email: 'ivan+opt@example.ru', token: 'a/b+c', validMinutes: 30 });
    const link = `${publicUrl}/reset-password?token=a%2Fb%2Bc&email=ivan%2Bopt%40example.ru`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.text).toContain('Ссылка действительна 30 минут');
    expect(mail.text).toContain('Здравствуйте!');
    expect(passwordReset({ publicUrl, email: 'a@b.ru', token: 't', validMinutes: 1 }).text).toContain(
      '1 минуту',
    );
    expect(passwordReset({ publicUrl, email: 'a@b.ru', token: 't', validMinutes: 2 }).text).toContain(
      '2 минуты',
    );
  });

  it('carry the brand and company contacts in every mail', () => {
    const mail = registrationReceived({ publicUrl, firstName: 'Иван' });
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('#FF6600');
    expect(mail.html).toContain('Краснодар');
    expect(mail.text).toContain('Краснодар');
  });

  it('refuse non-web links and header line breaks', () => {
    const doc = { preheader: '', heading: 'h' };
    expect(() =>
      renderMail({
        ...doc,
        subject: 's',
        blocks: [{ type: 'button', label: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toThrow(/non-web link/);
    expect(renderMail({ ...doc, subject: 'a\r\nBcc: x@y.ru', blocks: [] }).subject).toBe('a Bcc: x@y.ru');
  });
});
