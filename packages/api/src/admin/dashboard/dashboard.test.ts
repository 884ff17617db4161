// Every figure and series of the dashboard over a shop with a known history
// (dashboardFixture.ts): period bounds in Moscow time, cancelled orders
// outside revenue and rankings, the previous period compared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { buildKnownShop, NOW } from '../../testing/dashboardFixture';
import { dashboardSummary } from './summary';

describe.each(testDbKinds())('[ADMIN][DASHBOARD] summary on %s', (kind) => {
  let kit: ApiTestKit;
  let shop: Awaited<ReturnType<typeof buildKnownShop>>;
  let summary: Awaited<ReturnType<typeof dashboardSummary>>;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    shop = await buildKnownShop(kit.db);
    summary = await dashboardSummary(kit.db, 7, NOW);
  });
  afterAll(() => kit.close());

  it('names the period and the one before it in Moscow days', () => {
    expect(summary.period).toEqual({
      days: 7,
      from: '2026-11-14',
      to: '2026-11-20',
      previousFrom: '2026-11-07',
      previousTo: '2026-11-13',
    });
  });

  it('adds up revenue, orders, average and new clients without cancelled orders, against the previous period', () => {
    expect(summary.figures).toEqual({
      revenue: { current: 22_900, previous: 12_000, changePercent: 91 },
      orders: { current: 4, previous: 2, changePercent: 100 },
      averageOrder: { current: 5_725, previous: 6_000, changePercent: -5 },
      newClients: { current: 2, previous: 1, changePercent: 100 },
    });
    expect(summary.cancelled).toEqual({ current: 1, previous: 0 });
  });

  it('gives every day of the period, weekends marked, an order after midnight Moscow time on its Moscow day', () => {
    expect(summary.daily).toEqual([
      { date: '2026-11-14', revenue: 8_000, orders: 1, weekend: true },
      { date: '2026-11-15', revenue: 3_500, orders: 1, weekend: true },
      { date: '2026-11-16', revenue: 10_000, orders: 1, weekend: false },
      { date: '2026-11-17', revenue: 0, orders: 0, weekend: false },
      { date: '2026-11-18', revenue: 0, orders: 0, weekend: false },
      { date: '2026-11-19', revenue: 1_400, orders: 1, weekend: false },
      { date: '2026-11-20', revenue: 0, orders: 0, weekend: false },
    ]);
  });

  it('counts the period’s orders under all nine statuses, cancelled included', () => {
    const nonZero = summary.statuses.filter((s) => s.orders > 0);
    expect(summary.statuses).toHaveLength(9);
    expect(nonZero).toEqual([
      { status: 'confirmed', orders: 2, revenue: 11_400 },
      { status: 'shipped', orders: 1, revenue: 3_500 },
      { status: 'completed', orders: 1, revenue: 8_000 },
      { status: 'cancelled', orders: 1, revenue: 250_000 },
    ]);
  });

  it('ranks parts by quantity and by revenue, and buyers by revenue', () => {
    const { p1, p2, p3 } = shop.parts;
    const row = (p: typeof p1, quantity: number, revenue: number) => ({
      partId: p.id,
      article: p.article,
      name: `Деталь ${p.article}`,
      quantity,
      revenue,
    });
    expect(summary.topPartsByQuantity).toEqual([row(p1, 13, 13_000), row(p3, 7, 4_900), row(p2, 2, 5_000)]);
    expect(summary.topPartsByRevenue).toEqual([row(p1, 13, 13_000), row(p2, 2, 5_000), row(p3, 7, 4_900)]);
    expect(summary.topBuyers.map((b) => [b.userId, b.name, b.orders, b.revenue])).toEqual([
      [shop.users.a, 'Анна Тестов', 2, 11_500],
      [shop.users.b, 'Борис Тестов', 2, 11_400],
    ]);
  });

  it('counts registrations per Monday-started week over twelve weeks', () => {
    expect(summary.weeklyRegistrations).toHaveLength(12);
    expect(summary.weeklyRegistrations[0]!.weekStart).toBe('2026-08-31');
    const nonZero = summary.weeklyRegistrations.filter((w) => w.count > 0);
    expect(nonZero).toEqual([
      { weekStart: '2026-09-28', count: 1 },
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 2 },
      { weekStart: '2026-11-16', count: 1 },
    ]);
  });

  it('lists what needs action: waiting accounts, selling parts running out, failed mails, orders untouched for a day', async () => {
    const { attention } = summary;
    expect(attention.waitingAccounts.total).toBe(1);
    expect(attention.waitingAccounts.users.map((u) => u.id)).toEqual([shop.users.waiting]);
    expect(attention.lowStock.parts.map((p) => [p.id, p.availability, p.sold])).toEqual([
      [shop.parts.p3.id, 3, 7],
      [shop.parts.p2.id, 5, 6],
    ]);
    // The 30-day view reads the running-out list from its own sales: the same list.
    expect((await dashboardSummary(kit.db, 30, NOW)).attention.lowStock).toEqual(attention.lowStock);
    expect(attention.failedMails).toBe(1);
    expect(attention.staleOrders.total).toBe(3);
    expect(attention.staleOrders.orders.map((o) => o.id)).toEqual([
      shop.orders.old,
      shop.orders.prevPending,
      shop.orders.monEarly,
    ]);
  });

  it('answers through the procedure for 30 days by default, refuses other periods and non-admins', async () => {
    const admin = await kit.signIn('admin');
    const buyer = await kit.signIn();
    const answer = await admin.caller.admin.dashboard.summary({});
    expect(answer.period.days).toBe(30);
    expect(answer.daily).toHaveLength(30);
    expect((await admin.caller.admin.dashboard.summary({ days: 90 })).daily).toHaveLength(90);
    const wrongPeriod = admin.caller.admin.dashboard.summary({ days: 14 as never });
    await expect(wrongPeriod).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(wrongPeriod).rejects.toThrow('Период может быть 7, 30 или 90 дней');
    await expect(buyer.caller.admin.dashboard.summary({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
