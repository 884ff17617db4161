import { describe, expect, it } from 'vitest';
import { describeMailError } from './mailError';

const t = (vars: { status: string; body: string }) =>
  `Ошибка при отправке подтверждения клиенту: ${vars.status} - ${vars.body}`;

describe('describeMailError', () => {
  it('words a failed order confirmation with the SMTP status and text', () => {
    expect(
      describeMailError(
        { kind: 'order_confirmation', lastError: 'Message failed: 550 Mailbox unavailable' },
        t,
      ),
    ).toBe('Ошибка при отправке подтверждения клиенту: 550 - Mailbox unavailable');
    expect(describeMailError({ kind: 'order_confirmation', lastError: 'connect ECONNREFUSED' }, t)).toBe(
      'Ошибка при отправке подтверждения клиенту: SMTP - connect ECONNREFUSED',
    );
  });

  it('leaves other mails with their raw error', () => {
    expect(describeMailError({ kind: 'password_reset', lastError: '451 Try later' }, t)).toBe(
      '451 Try later',
    );
  });
});
