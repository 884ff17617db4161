// Black-box helpers: the real app listening on a free port, spoken to with fetch.
import { expect } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import type { DbKind } from '@shop/db';
import { createTestApp } from '../../apps/server/src/testing/testApp';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the contract is checked field by field
}

export async function startShop(kind: DbKind) {
  const t = await createTestApp(kind);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const account = async (email: string, role: 'user' | 'admin') => {
    await ensureActiveUser(t.db, {
      email,
      password: 'secret123',
      role,
      firstName: 'Олег',
      lastName: 'Смирнов',
      phone: '+7 918 123-45-67',
      company: 'ООО «Мото»',
    });
    const login = await call('POST', '/api/auth/login', { body: { email, password: 'secret123' } });
    return login.body as { id: number; token: string };
  };
  return { t, base, call, account };
}

export const CYRILLIC = /[А-Яа-яЁё]/;

/** A refusal as section 7 describes it: this status and a Russian `message`. */
export function expectRefusal(answer: Answer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.body.message).toMatch(CYRILLIC);
}
