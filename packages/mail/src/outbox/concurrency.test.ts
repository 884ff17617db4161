// Several server instances share one PostgreSQL: each mail must go out once.
// PGlite is a single connection, so only real PostgreSQL can prove this.
import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailTransport } from '../transport';
import { claimDueMails } from './claim';
import { enqueueMail } from './enqueue';
import { createOutboxWorker } from './worker';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const onPostgres = testDbKinds().includes('postgres');

describe.runIf(onPostgres)('outbox workers running side by side on postgres', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb('postgres');
  });
  afterAll(() => handle?.close());
  afterEach(() => vi.useRealTimers());

  it('send every mail exactly once', async () => {
    const total = 60;
    for (let i = 0; i < total; i += 1) {
      await enqueueMail(handle.db, {
        to: `c${i}@example.ru`,
        subject: `Письмо ${i}`,
        html: '',
        text: '',
        kind: 'password_reset',
      });
    }
    const sentBy = new Map<string, string[]>();
    const transport = (name: string): MailTransport => ({
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5)); // keep claims overlapping
        sentBy.set(message.subject, [...(sentBy.get(message.subject) ?? []), name]);
      },
    });
    const workers = ['a', 'b', 'c', 'd'].map((name) =>
      createOutboxWorker({ db: handle.db, transport: transport(name), logger: silent, batchSize: 5 }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      let sent = 0;
      for (;;) {
        const result = await worker.runOnce();
        if (result.sent === 0) return sent;
        sent += result.sent;
      }
    };
    const perWorker = await Promise.all(workers.map(drain));

    expect(perWorker.reduce((a, b) => a + b, 0)).toBe(total);
    expect(perWorker.filter((n) => n > 0).length).toBeGreaterThan(1); // they really ran side by side
    expect(sentBy.size).toBe(total);
    for (const senders of sentBy.values()) expect(senders).toHaveLength(1);
    const rows = await handle.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('go by the database clock: an instance whose clock runs ahead leaves a live lease alone', async () => {
    await handle.db.deleteFrom('mail_outbox').execute();
    const queue = (subject: string) =>
      enqueueMail(handle.db, { to: 'c@example.ru', subject, html: '', text: '', kind: 'password_reset' });
    const sent: string[] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message.subject) };
    const id = await queue('Аренда');
    const { claimed } = await claimDueMails(handle.db, 120_000, 10); // instance A, still sending
    expect(claimed.map((m) => m.id)).toEqual([id]);

    // Instance B's clock is ten minutes ahead of A's and of the database's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const b = createOutboxWorker({ db: handle.db, transport, logger: silent });
    expect(await b.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    // A mail queued by an instance whose clock is behind is due at once all the same.
    vi.setSystemTime(Date.now() - 20 * 60_000);
    await queue('Отстающие часы');
    expect(await b.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(sent).toEqual(['Отстающие часы']);
  });
});
