// Issue 34, what colleagues share: payers, saved lists (everyone sees them,
// the author and administrators change them), every order of the company and
// its invoice, and the client terms; nothing reaches another company.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { createTestCompany, pickup } from './companyTestKit';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: TRPCError) => e.code,
  );

const payer = {
  kind: 'company',
  name: 'ООО «Сервис-Мото»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40817810538091310419',
  corrAccount: '30101810400000000225',
} as const;

describe.each(testDbKinds())('[COMPANY] shared within the company on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('shares payers and every order (with its invoice), and keeps them from other companies', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer');
    const viewer = await colleague('viewer');
    const stranger = await kit.signIn('user');
    const saved = await admin.caller.auth.payers.save({ details: payer });
    expect((await buyer.caller.auth.payers.list()).map((p) => p.id)).toEqual([saved.id]);
    expect(await stranger.caller.auth.payers.list()).toEqual([]);

    const part = await kit.addPart();
    const { order } = await buyer.caller.orders.create({
      ...pickup,
      paymentMethod: 'invoice',
      payerId: saved.id,
      idempotencyKey: 'shared-1',
      items: [{ partId: part.id, quantity: 2 }],
    });
    expect(order.payer?.inn).toBe('7707083893');
    expect((await viewer.caller.orders.byId({ id: order.id })).orderNumber).toBe(order.orderNumber);
    expect(
      (await viewer.caller.orders.documents.invoicePdf({ id: order.id })).contentBase64.length,
    ).toBeGreaterThan(100);
    expect((await viewer.caller.orders.company({})).map((o) => [o.orderNumber, o.placedBy.userId])).toEqual([
      [order.orderNumber, buyer.userId],
    ]);
    expect(await viewer.caller.orders.mine({})).toEqual([]);
    expect(await codeOf(stranger.caller.orders.byId({ id: order.id }))).toBe('NOT_FOUND');
    expect(await stranger.caller.orders.company({})).toEqual([]);
  });

  it('shows saved lists to everyone; only the author and administrators change them', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const author = await colleague('buyer');
    const other = await colleague('buyer');
    const stranger = await kit.signIn('user');
    const part = await kit.addPart();
    const { id } = await author.caller.savedLists.create({
      name: 'Колодки',
      items: [{ partId: part.id, quantity: 4 }],
    });
    expect((await other.caller.savedLists.mine()).map((l) => l.id)).toEqual([id]);
    expect(await stranger.caller.savedLists.mine()).toEqual([]);
    expect(await codeOf(other.caller.savedLists.rename({ id, name: 'Чужое' }))).not.toBe('ok');
    expect(await codeOf(stranger.caller.savedLists.delete({ id }))).not.toBe('ok');
    await admin.caller.savedLists.rename({ id, name: 'Колодки (утверждено)' });
    expect((await author.caller.savedLists.mine())[0]?.name).toBe('Колодки (утверждено)');
    await author.caller.savedLists.delete({ id });
    expect(await other.caller.savedLists.mine()).toEqual([]);
  });

  it('gives every member the company’s client terms', async () => {
    const { admin, colleague } = await createTestCompany(kit);
    const buyer = await colleague('buyer');
    const shopAdmin = await kit.signIn('admin');
    await shopAdmin.caller.admin.users.setTerms({
      userId: admin.userId,
      discountPercent: 10,
      paymentDelayDays: 14,
    });
    const late = await colleague('viewer');
    const part = await kit.addPart({ price: 10_000 });
    for (const member of [buyer, late]) {
      const preview = await member.caller.orders.preview({ items: [{ partId: part.id, quantity: 1 }] });
      expect(preview.discountPercent).toBe(10);
      expect(preview.totalKopecks).toBe(9_000);
    }
  });
});
