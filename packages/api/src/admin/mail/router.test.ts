import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { enqueueMail } from '@shop/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '../../auth/ensureUser';
import { createLucia } from '../../auth/lucia';
import { createContextInner, type AppDeps } from '../../context';
import { createCaller } from '../../root';
import { createTemporaryFileStore } from '@shop/storage/testing';

const mail = { to: 'ivan@example.ru', subject: 'Тема', html: '<p>Текст</p>', text: 'Текст' };

describe.each(testDbKinds())('[ADMIN][MAIL] failed mails on %s', (kind) => {
  let handle: DbHandle;
  let deps: AppDeps;
  const callerWith = async (sessionToken: string | null) =>
    createCaller(await createContextInner(deps, { sessionToken }));
  const sessionOf = async (role: 'user' | 'admin') => {
    const id = await ensureActiveUser(handle.db, {
      email: `${role}@example.ru`,
      password: 'secret123',
      role,
      firstName: 'Иван',
      lastName: 'Петров',
    });
    return (await deps.lucia.createSession(id, {})).id;
  };
  const failedMail = async (subject: string, updatedAt: Date) => {
    const id = await enqueueMail(handle.db, { ...mail, subject, kind: 'password_reset' });
    await handle.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 6, last_error: '451 Try again later', updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const statusOf = (id: number) =>
    handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    handle = await createTestDb(kind);
    deps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: {
        publicUrl: 'http://localhost:3000',
        mailFrom: 'shop@test.local',
        adminNotifyEmail: 'm@test.local',
      },
      files: createTemporaryFileStore(),
    };
  });
  afterAll(() => handle?.close());

  it('refuses visitors and customers', async () => {
    const visitor = await callerWith(null);
    await expect(visitor.admin.mail.failed()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await callerWith(await sessionOf('user'));
    await expect(customer.admin.mail.failed()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Доступ запрещен',
    });
    await expect(customer.admin.mail.retry({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(customer.admin.mail.retryAllFailed()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an admin list failed mails, newest first, and retry them', async () => {
    const admin = await callerWith(await sessionOf('admin'));
    const older = await failedMail('Старое', new Date('2026-11-20T10:00:00Z'));
    const newer = await failedMail('Новое', new Date('2026-11-21T10:00:00Z'));
    const sent = await enqueueMail(handle.db, { ...mail, kind: 'account_activated' });
    await handle.db.updateTable('mail_outbox').set({ status: 'sent' }).where('id', '=', sent).execute();

    const list = await admin.admin.mail.failed();
    expect(list.map((m) => m.id)).toEqual([newer, older]);
    expect(list[0]).toEqual({
      id: newer,
      to: 'ivan@example.ru',
      subject: 'Новое',
      kind: 'password_reset',
      attempts: 6,
      lastError: '451 Try again later',
      createdAt: expect.any(String),
      updatedAt: '2026-11-21T10:00:00.000Z',
    });

    expect(await admin.admin.mail.retry({ id: older })).toEqual({ ok: true });
    expect(await statusOf(older)).toEqual({ status: 'pending', attempts: 0 });
    // A sent mail is never resent by a retry.
    await expect(admin.admin.mail.retry({ id: sent })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await statusOf(sent)).status).toBe('sent');

    expect(await admin.admin.mail.retryAllFailed()).toEqual({ count: 1 });
    expect(await statusOf(newer)).toEqual({ status: 'pending', attempts: 0 });
    expect(await admin.admin.mail.failed()).toEqual([]);
  });
});
