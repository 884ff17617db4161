import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, type NewMail } from './enqueue';

const mail: NewMail = {
  to: 'manager@example.ru',
  subject: 'Новая регистрация: Иван Петров',
  html: '<p>Новая регистрация</p>',
  text: 'Новая регистрация',
  kind: 'registration_admin',
};

describe.each(testDbKinds())('enqueueMail on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle?.close());

  const count = async () =>
    (
      await handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('leaves no mail when the causing transaction rolls back', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail);
        throw new Error('registration failed after the mail was queued');
      }),
    ).rejects.toThrow(/registration failed/);
    expect(await count()).toBe(0);
  });

  it('commits the mail with the transaction, pending and due now', async () => {
    const id = await handle.db
      .transaction()
      .execute((trx) => enqueueMail(trx, { ...mail, replyTo: 'ivan@example.ru' }));
    const row = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      reply_to: 'ivan@example.ru',
      kind: 'registration_admin',
      status: 'pending',
      attempts: 0,
      max_attempts: 6,
      locked_until: null,
      sent_at: null,
    });
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
