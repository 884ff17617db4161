// (c) Both instances run the outbox worker: once it drains, every row is
// 'sent' and the SMTP server received each exactly once.
import { sql } from '@shop/db';
import { CheckFailed, expect, waitFor } from '../harness';
import type { ClusterContext } from '../context';

const keyOf = (to: string, subject: string) => `${to.toLowerCase()}\n${subject}`;

export async function checkMailsOnce(ctx: ClusterContext): Promise<string> {
  const { db } = ctx.database;
  const started = Date.now();
  await waitFor('the outbox to drain', 90_000, async () => {
    const busy = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .limit(1)
      .execute();
    return busy.length === 0 ? true : undefined;
  }).catch(async (error: unknown) => {
    // Say what is stuck: counts by status, and how far the due times and leases are from the database's now.
    const { rows } = await sql<{ status: string; n: number; due_in: number | null; lease_in: number | null }>`
      select status, count(*)::int as n,
        extract(epoch from min(next_attempt_at) - now())::int as due_in,
        extract(epoch from max(locked_until) - now())::int as lease_in
      from mail_outbox group by status`.execute(db);
    throw new CheckFailed(`${(error as Error).message}; outbox: ${JSON.stringify(rows)}`);
  });
  const rows = await db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'status']).execute();
  const unsent = rows.filter((row) => row.status !== 'sent');
  expect(
    unsent.length === 0,
    `${unsent.length} outbox rows not sent, e.g. #${unsent[0]?.id} ${unsent[0]?.status}`,
  );

  const expected = new Map<string, number>();
  for (const row of rows)
    expected.set(
      keyOf(row.to_address, row.subject),
      (expected.get(keyOf(row.to_address, row.subject)) ?? 0) + 1,
    );
  const received = new Map<string, number>();
  for (const mail of ctx.smtp.received) {
    for (const to of mail.envelopeTo)
      received.set(keyOf(to, mail.parsed.subject), (received.get(keyOf(to, mail.parsed.subject)) ?? 0) + 1);
  }
  const wrong = [...new Set([...expected.keys(), ...received.keys()])].filter(
    (key) => expected.get(key) !== received.get(key),
  );
  expect(
    wrong.length === 0,
    `${wrong.length} recipient+subject pairs arrived a different number of times than queued, e.g. ${JSON.stringify(wrong[0])}: queued ${expected.get(wrong[0]!) ?? 0}, received ${received.get(wrong[0]!) ?? 0}`,
  );
  expect(rows.length > 0, 'no mails were queued at all');
  ctx.figures.mails = rows.length;
  return `${rows.length} outbox rows sent, ${ctx.smtp.received.length} SMTP deliveries, none twice (drained ${((Date.now() - started) / 1000).toFixed(1)} s after the last order)`;
}
