// The admin's order list filtered by status and by Moscow calendar days, as
// the dashboard's status slices and days link to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { buildKnownShop } from '../../testing/dashboardFixture';

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

  type ListInput = Parameters<typeof admin.caller.admin.orders.list>[0];
  const ids = async (filter: ListInput) =>
    (await admin.caller.admin.orders.list(filter)).orders.map((o) => o.id).sort((a, b) => a - b);

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

  it('marks the orders no admin has opened until one opens it, and records who did first', async () => {
    const { orders: o } = shop;
    const unopened = await ids({ unopened: true });
    expect(unopened).toContain(o.thu);
    const row = async () =>
      (await admin.caller.admin.orders.list({ from: '2026-11-19', to: '2026-11-19' })).orders.find(
        (order) => order.id === o.thu,
      );
    expect((await row())?.firstOpenedAt).toBeNull();
    const before = await kit.db
      .selectFrom('orders')
      .select('updated_at')
      .where('id', '=', o.thu)
      .executeTakeFirst();

    const opened = await admin.caller.admin.orders.byId({ id: o.thu });
    expect(opened.firstOpened).toMatchObject({ by: 'Иван Петров' });
    expect((await row())?.firstOpenedAt).toBe(opened.firstOpened?.at);
    expect(await ids({ unopened: true })).not.toContain(o.thu);

    // A second admin's look changes nothing, and opening is not an edit of the order.
    const other = await kit.signIn('admin', { firstName: 'Пётр' });
    expect((await other.caller.admin.orders.byId({ id: o.thu })).firstOpened).toEqual(opened.firstOpened);
    const after = await kit.db
      .selectFrom('orders')
      .select('updated_at')
      .where('id', '=', o.thu)
      .executeTakeFirst();
    expect(after?.updated_at).toEqual(before?.updated_at);
  });

  it('counts printing the picking sheet as opening the order', async () => {
    const { orders: o } = shop;
    expect(await ids({ unopened: true })).toContain(o.monEarly);
    await admin.caller.admin.orders.prepareForPrint({ id: o.monEarly });
    expect(await ids({ unopened: true })).not.toContain(o.monEarly);
  });

  it('refuses a period that ends before it starts, in Russian', async () => {
    await expect(admin.caller.admin.orders.list({ from: '2026-11-20', to: '2026-11-14' })).rejects.toThrow(
      'Дата начала периода позже даты окончания',
    );
    await expect(admin.caller.admin.orders.list({ from: '2026-02-30' })).rejects.toThrow(
      'Дата должна быть в формате ГГГГ-ММ-ДД',
    );
  });

  it('keeps buyers out of the filtered list', async () => {
    const buyer = await kit.signIn();
    await expect(buyer.caller.admin.orders.list({ unopened: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
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
