import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { sql } from '@shop/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountActivated } from '../templates/accountMails';
import { startSmtpTestServer, type SmtpTestServer } from '../testing';
import { createMailTransport } from '../transport';
import { claimDueMails } from './claim';
import { enqueueMail, enqueueMails } from './enqueue';
import { createOutboxWorker, type OutboxLogger } from './worker';

const silent: OutboxLogger = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 60 * 60_000;

describe.each(testDbKinds())('outbox worker on %s', (kind) => {
  let handle: DbHandle;
  let smtp: SmtpTestServer;
  /** Time passes for the outbox: its due times and leases move `ms` into the past. */
  const elapse = (ms: number) =>
    sql`update mail_outbox set next_attempt_at = next_attempt_at - ${ms} * interval '1 millisecond',
      locked_until = locked_until - ${ms} * interval '1 millisecond'`.execute(handle.db);
  const worker = () =>
    createOutboxWorker({
      db: handle.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: '/nonexistent', from: 'shop@example.ru' }),
      logger: silent,
    });
  const row = (id: number) =>
    handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const enqueueActivation = (maxAttempts?: number) =>
    enqueueMail(handle.db, {
      to: 'ivan@example.ru',
      kind: 'account_activated',
      maxAttempts,
      ...accountActivated({ publicUrl: 'https://shop.example.ru', firstName: 'Иван' }),
    });

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([createTestDb(kind), startSmtpTestServer()]);
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse = null;
    await handle.db.deleteFrom('mail_outbox').execute();
  });

  it('delivers a mail exactly once, in Russian, to the right recipient', async () => {
    const id = await enqueueActivation();
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['ivan@example.ru']);
    expect(mail?.parsed.subject).toBe('Учетная запись активирована');
    expect(mail?.parsed.text).toContain('Здравствуйте, Иван!');
    expect(mail?.parsed.text).toContain('https://shop.example.ru/login');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    expect((await row(id)).sent_at).toBeInstanceOf(Date);
  });

  it('renders a stored template when sending, and records a batch as sent at once', async () => {
    const order = {
      id: 12,
      orderNumber: 'ORD-1012',
      createdAt: '2026-11-26T08:00:00.000Z',
      deliveryMethod: 'pickup' as const,
      paymentMethod: 'cash' as const,
      city: '',
      deliveryAddress: '',
      comments: '',
      totalKopecks: 250_000,
      customerName: 'Иван Петров',
      customerEmail: 'ivan@example.ru',
      customerPhone: '',
      company: null,
      items: [
        {
          partNumber: 'MP-50',
          name: 'Ремень вариатора',
          quantity: 2,
          toOrderQuantity: 0,
          unitPriceKopecks: 125_000,
          lineTotalKopecks: 250_000,
        },
      ],
    };
    const data = { order, publicUrl: 'https://shop.example.ru' };
    const [confirmation, notice] = await enqueueMails(handle.db, [
      { to: 'ivan@example.ru', kind: 'order_confirmation', template: { name: 'order_confirmation', data } },
      { to: 'shop@example.ru', kind: 'order_admin_notice', template: { name: 'order_admin_notice', data } },
    ]);
    // The row holds the subject (the admins' list shows it), not the body.
    expect(await row(confirmation!)).toMatchObject({
      subject: expect.stringContaining('ORD-1012'),
      html: '',
    });
    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    const toBuyer = smtp.received.find((mail) => mail.envelopeTo[0] === 'ivan@example.ru');
    expect(toBuyer?.parsed.subject).toBe((await row(confirmation!)).subject);
    expect(toBuyer?.parsed.text).toContain('MP-50');
    expect(toBuyer?.parsed.text).toContain('Ремень вариатора');
    for (const id of [confirmation!, notice!])
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
  });

  it('makes a generated attachment when sending; without its maker the attempt fails and is retried', async () => {
    const id = await enqueueMail(handle.db, {
      to: 'ivan@example.ru',
      kind: 'order_confirmation',
      attachments: [{ generated: 'greeting', id: 7 }],
      ...accountActivated({ publicUrl: 'https://shop.example.ru', firstName: 'Иван' }),
    });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect((await row(id)).last_error).toContain("no maker for the attachment 'greeting'");
    expect(smtp.received).toHaveLength(0);

    await elapse(2 * HOUR);
    const withMaker = createOutboxWorker({
      db: handle.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: '/nonexistent', from: 'shop@example.ru' }),
      logger: silent,
      attachmentMakers: {
        greeting: async (n) => ({
          filename: `n${n}.txt`,
          contentType: 'text/plain',
          content: Buffer.from(`№ ${n}`),
        }),
      },
    });
    expect(await withMaker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    const [file] = smtp.received[0]!.parsed.attachments;
    expect(file?.contentType).toBe('text/plain');
    expect(file?.content.toString('utf8')).toBe('№ 7');
  });

  it.each(['rcpt', 'data'] as const)(
    'retries later when the server refuses at %s, then gives up as failed and keeps the row',
    async (refuse) => {
      smtp.refuse = refuse;
      const id = await enqueueActivation();
      const queued = await row(id);
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
      const first = await row(id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
      expect(first.next_attempt_at.getTime()).toBeGreaterThan(queued.next_attempt_at.getTime());
      expect(first.last_error).toMatch(/451/);
      // Not due yet: nothing happens until the backoff has passed.
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

      for (let attempt = 2; attempt < first.max_attempts; attempt += 1) {
        await elapse(2 * HOUR); // past the longest backoff (1 h)
        expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
        expect(await row(id)).toMatchObject({ status: 'pending', attempts: attempt });
      }
      await elapse(2 * HOUR);
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 6, sent_at: null });

      await elapse(2 * HOUR);
      smtp.refuse = null;
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
      expect(smtp.received).toHaveLength(0);
    },
  );

  it("retries a crashed sender's mail once its lease expires", async () => {
    const id = await enqueueActivation();
    // A sender claims the row and dies before sending.
    const { claimed } = await claimDueMails(handle.db, 120_000, 10);
    expect(claimed.map((m) => m.id)).toEqual([id]);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    await elapse(121_000);
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks failed a mail whose sender died during its last attempt', async () => {
    const id = await enqueueActivation(1);
    await claimDueMails(handle.db, 120_000, 10);
    await elapse(121_000);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, locked_until: null });
    expect(failed.last_error).toMatch(/stopped/);
    expect(smtp.received).toHaveLength(0);
  });
});
