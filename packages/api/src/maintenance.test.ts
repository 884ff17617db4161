import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { runMaintenance } from './maintenance';
import { createApiTestKit, type ApiTestKit } from './testing/apiTestKit';

describe.each(testDbKinds())('maintenance on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('drops expired sessions, spent or expired reset tokens and old rate-limit windows, and keeps the live ones', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const hour = 3_600_000;
    const { userId, token } = await kit.signIn();
    await kit.db
      .insertInto('sessions')
      .values({ id: 'expired-session', user_id: userId, expires_at: new Date(now.getTime() - hour) })
      .execute();
    await kit.db
      .insertInto('password_reset_tokens')
      .values([
        { user_id: userId, token_hash: 'live', expires_at: new Date(now.getTime() + hour) },
        { user_id: userId, token_hash: 'expired', expires_at: new Date(now.getTime() - hour) },
        { user_id: userId, token_hash: 'used', expires_at: new Date(now.getTime() + hour), used_at: now },
      ])
      .execute();
    await kit.db
      .insertInto('rate_limits')
      .values([
        { key: 'login:old', window_start: new Date(now.getTime() - 48 * hour), count: 3 },
        { key: 'login:new', window_start: new Date(now.getTime() - hour), count: 3 },
      ])
      .execute();

    await runMaintenance(kit.db, now);

    const sessions = await kit.db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((s) => s.id)).toEqual([token]);
    const tokens = await kit.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(tokens.map((t) => t.token_hash)).toEqual(['live']);
    const limits = await kit.db.selectFrom('rate_limits').select('key').execute();
    expect(limits.map((l) => l.key)).toEqual(['login:new']);
  });
});
