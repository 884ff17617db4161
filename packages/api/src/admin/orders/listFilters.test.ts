// The admin's order list filtered by status and by Moscow calendar days, as
// the dashboard's status slices and days link to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { buildKnownShop } from '../dashboard/dashboardFixture';

describe.each(testDbKinds())('[ADMIN][ORDERS] list filters on %s', (kind) => {
  let kit: ApiTestKit;
  let shop: Awaited<ReturnType<typeof buildKnownShop>>;
  let admin: Awaited<ReturnType<ApiTestKit['signIn']>>;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    shop = await buildKnownShop(kit.db);
    admin = await kit.signIn('admin');
  });
  afterAll(() => kit.close());

  const ids = async (filter: Record<string, string>) =>
    (await admin.caller.admin.orders.list(filter as never)).orders.map((o) => o.id).sort((a, b) => a - b);

  it('keeps the orders of one status placed within the days given, both ends included', async () => {
    const { orders: o } = shop;
    expect(await ids({ status: 'confirmed', from: '2026-11-14', to: '2026-11-20' })).toEqual([
      o.monEarly,
      o.thu,
    ]);
    expect(await ids({ status: 'pending' })).toEqual([o.prevPending, o.old]);
    // 00:10 Moscow time on the 16th is still the 15th in UTC: it belongs to the 16th.
    expect(await ids({ from: '2026-11-16', to: '2026-11-16' })).toEqual([o.monEarly]);
    expect(await ids({ from: '2026-11-15', to: '2026-11-15' })).toEqual([o.sunLate]);
    expect(await ids({ from: '2026-11-20' })).toEqual([o.cancelled]);
  });

  it('refuses an unknown status and a malformed day in Russian', async () => {
    await expect(admin.caller.admin.orders.list({ status: 'lost' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(admin.caller.admin.orders.list({ from: '20.11.2026' })).rejects.toThrow(
      'Дата должна быть в формате ГГГГ-ММ-ДД',
    );
  });
});
