import { createMailTransport, createOutboxWorker } from '@shop/mail';
import { startSmtpTestServer, type SmtpTestServer } from '@shop/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { earlyInWindow } from '../testing/rateLimitWindow';
import { CONTACT_LIMIT_PER_IP } from './contactService';

const valid = { name: 'Анна', email: 'anna@example.ru', message: 'Нужны колодки для Yamaha Jog, 20 шт.' };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDbKinds())('[VISITOR][CONTACT] contact form on %s', (kind) => {
  let kit: ApiTestKit;
  let smtp: SmtpTestServer;
  let ipCounter = 0;
  /** A caller from its own address, so the per-IP limit of one test does not leak into another. */
  const visitor = async (ip = `10.0.0.${++ipCounter}`) =>
    createCaller(await createContextInner(kit.deps, { ip }));
  const stored = () => kit.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await kit?.close();
  });

  it('refuses invalid fields with the spec messages', async () => {
    const caller = await visitor();
    await expect(caller.contact.send({ ...valid, name: 'А' })).rejects.toThrow(
      'Имя должно содержать не менее 2 символов.',
    );
    await expect(caller.contact.send({ ...valid, email: 'anna@' })).rejects.toThrow(
      'Неверный формат электронной почты.',
    );
    await expect(caller.contact.send({ ...valid, message: '  коротко  ' })).rejects.toThrow(
      'Сообщение должно содержать не менее 10 символов.',
    );
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot with the same success and stores and sends nothing', async () => {
    const caller = await visitor();
    await expect(caller.contact.send({ ...valid, website: 'http://spam.example' })).resolves.toEqual({
      ok: true,
    });
    expect(await stored()).toHaveLength(0);
    expect(await kit.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });

  it('keeps the message while SMTP is down and delivers it to the shop when SMTP returns', async () => {
    const caller = await visitor();
    await caller.contact.send({ ...valid, message: 'Строка один\nСтрока <два>' });
    const [message] = await stored();
    expect(message).toMatchObject({
      name: 'Анна',
      email: 'anna@example.ru',
      source: 'form',
      ip: `10.0.0.${ipCounter}`,
    });

    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: '/nonexistent',
      from: 'shop@test.local',
    });
    const worker = createOutboxWorker({ db: kit.db, transport, logger: silent });
    smtp.refuse = 'rcpt';
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    expect(smtp.received).toHaveLength(0);
    expect(await stored()).toHaveLength(1);

    smtp.refuse = null;
    // The retry is scheduled with backoff; make it due now rather than wait.
    await kit.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0) })
      .execute();
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['manager@test.local']);
    expect(mail?.raw).toMatch(/Reply-To: anna@example.ru/i);
    expect(mail?.parsed.html).toContain('Строка &lt;два&gt;');
    const outbox = await kit.db.selectFrom('mail_outbox').select(['id', 'status']).execute();
    expect(outbox).toEqual([{ id: message?.mail_id, status: 'sent' }]);
  });

  it('ignores any recipient a client names: mail goes to the shop only', async () => {
    const caller = await visitor();
    const before = (await kit.db.selectFrom('mail_outbox').select('id').execute()).length;
    await caller.contact.send({ ...valid, source: 'api', phone: '79181234567', company: 'ООО «Ромашка»' });
    const rows = await kit.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).execute();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.to_address).toBe('manager@test.local');
    expect(rows.at(-1)?.text_body).toContain('+7 (918) 123-45-67');
  });

  it('limits messages per address with a Russian 429', async () => {
    const caller = await visitor('10.9.9.9');
    await earlyInWindow(CONTACT_LIMIT_PER_IP.windowMs, 10_000);
    for (let i = 0; i < CONTACT_LIMIT_PER_IP.limit; i += 1) await caller.contact.send(valid);
    await expect(caller.contact.send(valid)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много запросов. Попробуйте позже.',
    });
    // Another address is not affected.
    await expect((await visitor()).contact.send(valid)).resolves.toEqual({ ok: true });
  });
});
