// The polling loop: start, nudge and stop (the batch logic is in worker.test.ts).
import type { DbHandle } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from '../transport';
import { enqueueMail } from './enqueue';
import { createOutboxWorker } from './worker';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const mail = {
  to: 'ivan@example.ru',
  subject: 'Тема',
  html: '<p>Текст</p>',
  text: 'Текст',
  kind: 'password_reset' as const,
};

function slowTransport(delayMs: number) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
  return { sent, transport };
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('outbox worker loop', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(() => handle?.close());

  it('sends at start, sends soon after a nudge, and stop waits for the batch in flight', async () => {
    const { sent, transport } = slowTransport(200);
    // A poll interval far beyond the test: only start() and nudge() can trigger runs.
    const worker = createOutboxWorker({
      db: handle.db,
      transport,
      logger: silent,
      pollIntervalMs: 3_600_000,
    });
    await enqueueMail(handle.db, mail);
    worker.start();
    await waitFor(() => sent.length === 1);

    await enqueueMail(handle.db, { ...mail, subject: 'Вторая' });
    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the send is now in flight
    expect(sent).toHaveLength(1);
    await worker.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Тема', 'Вторая']);
    const statuses = await handle.db.selectFrom('mail_outbox').select('status').execute();
    expect(statuses.every((r) => r.status === 'sent')).toBe(true);
  });

  it('does nothing on nudge when not started', async () => {
    const { sent, transport } = slowTransport(0);
    const worker = createOutboxWorker({ db: handle.db, transport, logger: silent });
    await enqueueMail(handle.db, mail);
    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
  });
});
