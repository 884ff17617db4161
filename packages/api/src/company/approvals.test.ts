// Issue 34, monthly limits and approvals: an order above a Закупщик's limit is
// not placed and reserves nothing; administrators approve (the order is
// placed as the requester's, what is short goes 'под заказ') or reject with a
// comment; the requester withdraws; decided requests answer 409.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { describeError } from '../errors';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { createTestCompany, pickup } from './companyTestKit';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: TRPCError) => e.code,
  );
let keys = 0;
const order = (partId: number, quantity: number) => ({
  ...pickup,
  idempotencyKey: `approval-${(keys += 1)}`,
  items: [{ partId, quantity }],
});

describe.each(testDbKinds())('[COMPANY] monthly limits and approvals on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('withdraws the pending requests of a colleague who is removed (nobody else could)', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer', 0);
    const part = await kit.addPart({ price: 40_000, availability: 10 });
    const request = await buyer.caller.orders.submit(order(part.id, 1));
    if (request.kind !== 'approval') throw new Error('expected an approval request');
    await admin.caller.auth.company.removeMember({ userId: buyer.userId });
    const [listed] = (await admin.caller.orders.approvals.list()).filter((a) => a.id === request.approvalId);
    expect(listed?.status).toBe('withdrawn');
    expect(await codeOf(admin.caller.orders.approvals.approve({ id: request.approvalId }))).toBe('CONFLICT');
  });

  it('places an order within the limit and turns one above it into a request that reserves nothing', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer', 100_000); // 1 000 ₽
    const part = await kit.addPart({ price: 40_000, availability: 10 }); // 400 ₽
    const first = await buyer.caller.orders.submit(order(part.id, 2)); // 800 ₽
    expect(first.kind).toBe('order');
    const input = order(part.id, 1); // 400 ₽ more: 1 200 ₽ > 1 000 ₽
    const second = await buyer.caller.orders.submit(input);
    expect(second).toEqual({ kind: 'approval', approvalId: expect.any(Number), status: 'pending' });
    expect(await kit.stockOf(part.id)).toBe(8);
    expect(await buyer.caller.orders.submit(input)).toEqual(second); // a retry finds the same request
    const mails = await kit.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'approval_requested')
      .execute();
    expect(mails.map((m) => m.to_address)).toContain(admin.email);
    // The administrator sees what the request holds, line by line.
    const [listed] = (await admin.caller.orders.approvals.list()).filter(
      (a) => second.kind === 'approval' && a.id === second.approvalId,
    );
    expect(listed?.items).toEqual([
      { partId: part.id, partNumber: part.part_number, name: 'Свеча зажигания', quantity: 1 },
    ]);
    expect(
      (await admin.caller.auth.company.get()).members.find((m) => m.userId === buyer.userId),
    ).toMatchObject({
      spentThisMonthKopecks: 80_000,
    });
    // The administrator's own orders need no approval.
    expect((await admin.caller.orders.submit(order(part.id, 5))).kind).toBe('order');
  });

  it('approves after the stock ran out: the order is the requester’s, the short lines go под заказ', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer', 10_000);
    const part = await kit.addPart({ price: 15_000, availability: 3 });
    const request = await buyer.caller.orders.submit(order(part.id, 2));
    if (request.kind !== 'approval') throw new Error('expected an approval request');
    await admin.caller.orders.submit(order(part.id, 2)); // only 1 left now
    const approved = await admin.caller.orders.approvals.approve({ id: request.approvalId });
    expect(approved.shortages).toEqual([
      { partId: part.id, partNumber: part.part_number, requested: 2, inStock: 1 },
    ]);
    expect(await kit.stockOf(part.id)).toBe(0);
    const placed = await buyer.caller.orders.byNumber({ orderNumber: approved.orderNumber });
    expect(placed.userId).toBe(buyer.userId);
    const company = await admin.caller.orders.company({});
    expect(company.find((o) => o.orderNumber === approved.orderNumber)?.placedBy).toEqual({
      userId: buyer.userId,
      email: buyer.email,
    });
    expect(await admin.caller.orders.approvals.list()).toContainEqual(
      expect.objectContaining({
        id: request.approvalId,
        status: 'approved',
        orderNumber: approved.orderNumber,
      }),
    );
    expect(await codeOf(admin.caller.orders.approvals.approve({ id: request.approvalId }))).toBe('CONFLICT');
    expect(await codeOf(buyer.caller.orders.approvals.withdraw({ id: request.approvalId }))).toBe('CONFLICT');
  });

  it('rejects only with a comment, mails the requester, and lets only the requester withdraw', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer', 0);
    const other = await colleague('buyer', 0);
    const part = await kit.addPart();
    const a = await buyer.caller.orders.submit(order(part.id, 1));
    const b = await buyer.caller.orders.submit(order(part.id, 1));
    if (a.kind !== 'approval' || b.kind !== 'approval') throw new Error('expected approval requests');
    const blank = await admin.caller.orders.approvals
      .reject({ id: a.approvalId, comment: '   ' })
      .catch((e: TRPCError) => describeError(e));
    expect(blank).toMatchObject({ httpStatus: 400, message: 'Укажите причину отказа' });
    expect(await codeOf(buyer.caller.orders.approvals.approve({ id: a.approvalId }))).toBe('FORBIDDEN');
    expect(await codeOf(buyer.caller.orders.approvals.reject({ id: a.approvalId, comment: 'нет' }))).toBe(
      'FORBIDDEN',
    );
    await admin.caller.orders.approvals.reject({ id: a.approvalId, comment: 'Дорого, закажите аналог' });
    const mail = await kit.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'approval_decided')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Дорого, закажите аналог');
    expect(await codeOf(other.caller.orders.approvals.withdraw({ id: b.approvalId }))).toBe('FORBIDDEN');
    await buyer.caller.orders.approvals.withdraw({ id: b.approvalId });
    expect((await buyer.caller.orders.approvals.list()).map((r) => [r.id, r.status])).toEqual([
      [b.approvalId, 'withdrawn'],
      [a.approvalId, 'rejected'],
    ]);
    expect(await other.caller.orders.approvals.list()).toEqual([]);
    expect(await kit.stockOf(part.id)).toBe(10);
  });

  it('refuses a Наблюдатель’s order (403) and answers 404 for another company’s requests', async () => {
    const { colleague } = await createTestCompany(kit);
    const viewer = await colleague('viewer');
    const buyer = await colleague('buyer', 0);
    const part = await kit.addPart();
    await expect(viewer.caller.orders.submit(order(part.id, 1))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Роль «Наблюдатель» не позволяет оформлять заказы.',
    });
    expect(await codeOf(viewer.caller.orders.create(order(part.id, 1)))).toBe('FORBIDDEN');
    const request = await buyer.caller.orders.submit(order(part.id, 1));
    if (request.kind !== 'approval') throw new Error('expected an approval request');
    const stranger = await createTestCompany(kit, 'ИП Чужой');
    const approvals = stranger.admin.caller.orders.approvals;
    expect(await codeOf(approvals.approve({ id: request.approvalId }))).toBe('NOT_FOUND');
    expect(await codeOf(approvals.reject({ id: request.approvalId, comment: 'нет' }))).toBe('NOT_FOUND');
    expect(await codeOf(approvals.withdraw({ id: request.approvalId }))).toBe('NOT_FOUND');
    expect(await stranger.admin.caller.orders.approvals.list()).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  '[COMPANY] monthly limit under concurrency on PostgreSQL',
  () => {
    let kit: ApiTestKit;
    beforeAll(async () => {
      kit = await createApiTestKit('postgres');
    });
    afterAll(() => kit.close());

    it('of orders racing for one remaining limit, exactly one goes through without approval', async () => {
      for (let round = 0; round < 5; round++) {
        const { colleague } = await createTestCompany(kit, `ООО «Гонка ${round}»`);
        const buyer = await colleague('buyer', 100_000);
        const twin = {
          userId: buyer.userId,
          caller: await (await createTestCompany(kit)).callerOf(buyer.userId),
        };
        const part = await kit.addPart({ price: 60_000, availability: 50 }); // each 600 ₽ of 1 000 ₽
        const results = await Promise.all(
          [buyer, twin, buyer, twin].map((member) => member.caller.orders.submit(order(part.id, 1))),
        );
        expect(results.filter((r) => r.kind === 'order')).toHaveLength(1);
        expect(results.filter((r) => r.kind === 'approval')).toHaveLength(3);
        expect(await kit.stockOf(part.id)).toBe(49);
      }
    });
  },
);
