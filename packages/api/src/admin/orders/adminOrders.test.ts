import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';

const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;
let seq = 0;

describe.each(testDbKinds())('[ADMIN][ORDERS] managing orders on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Awaited<ReturnType<ApiTestKit['signIn']>>;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
  });
  afterAll(() => kit.close());

  const placeOrder = async (
    buyer: Awaited<ReturnType<ApiTestKit['signIn']>>,
    items: Array<{ partId: number; quantity: number }>,
  ) =>
    (await buyer.caller.orders.create({ ...pickup, idempotencyKey: `adm-${++seq}-${Date.now()}`, items }))
      .order;

  it('finds orders by a part of the number, the id, the customer name and the company', async () => {
    const buyer = await kit.signIn('user', { company: 'ООО «Прокат Самокатов Юг»', firstName: 'Всеволод' });
    const part = await kit.addPart();
    const order = await placeOrder(buyer, [{ partId: part.id, quantity: 1 }]);
    const find = async (search: string) =>
      (await admin.caller.admin.orders.list({ search })).orders.map((o) => o.id);
    expect(await find('прокат самокатов')).toEqual([order.id]);
    expect(await find('ВСЕВОЛОД')).toContain(order.id);
    expect(await find(order.orderNumber.slice(4, 9))).toContain(order.id);
    expect(await find(String(order.id))).toContain(order.id);
    expect(await find('нет такого клиента')).toEqual([]);
    const page = await admin.caller.admin.orders.list({ pageSize: 1 });
    expect(page.orders).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('records every status change with who, from and to, and mails the buyer on the spec texts', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart();
    const order = await placeOrder(buyer, [{ partId: part.id, quantity: 1 }]);
    await admin.caller.admin.orders.setStatus({ id: order.id, status: 'processing' });
    await admin.caller.admin.orders.setStatus({ id: order.id, status: 'ready_for_pickup' });
    const detail = await admin.caller.admin.orders.byId({ id: order.id });
    expect(detail.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'confirmed'],
      ['confirmed', 'processing'],
      ['processing', 'ready_for_pickup'],
    ]);
    expect(detail.history[2]).toMatchObject({ changedBy: 'Иван Петров', byAdmin: true });
    const mails = await kit.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'order_status')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('готов к выдаче');
    expect(mails[0]!.text_body).toContain('Краснодар');
  });

  it('mails the buyer the status name when the order is shipped, out for delivery or delivered (issue 29.4)', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart();
    const order = await placeOrder(buyer, [{ partId: part.id, quantity: 1 }]);
    for (const status of ['processing', 'shipped', 'out_for_delivery', 'delivered'] as const)
      await admin.caller.admin.orders.setStatus({ id: order.id, status });
    const mails = await kit.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'order_status')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      `Заказ ${order.orderNumber}: Отправлен`,
      `Заказ ${order.orderNumber}: Доставляется`,
      `Заказ ${order.orderNumber}: Выполнен`,
    ]);
    expect(mails[0]!.text_body).toContain('Статус: Отправлен');
  });

  it('refuses statuses outside the nine and non-admin callers', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart();
    const order = await placeOrder(buyer, [{ partId: part.id, quantity: 1 }]);
    await expect(
      admin.caller.admin.orders.setStatus({ id: order.id, status: 'lost' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      buyer.caller.admin.orders.setStatus({ id: order.id, status: 'completed' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(buyer.caller.admin.orders.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await kit.callerFor(null)).admin.orders.delete({ id: order.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('edits quantities with stock kept exact and the total recomputed', async () => {
    const buyer = await kit.signIn();
    const a = await kit.addPart({ availability: 5, price: 1_000 });
    const b = await kit.addPart({ availability: 2, price: 500 });
    const order = await placeOrder(buyer, [
      { partId: a.id, quantity: 3 },
      { partId: b.id, quantity: 4 },
    ]);
    expect([await kit.stockOf(a.id), await kit.stockOf(b.id)]).toEqual([2, 0]);
    const edited = await admin.caller.admin.orders.update({
      id: order.id,
      items: [{ partId: a.id, quantity: 6 }],
      comments: 'Без b',
    });
    expect(edited.items).toEqual([
      expect.objectContaining({ partId: a.id, quantity: 6, reservedQuantity: 5, toOrderQuantity: 1 }),
    ]);
    expect(edited.totalKopecks).toBe(6_000);
    expect(edited.comments).toBe('Без b');
    expect([await kit.stockOf(a.id), await kit.stockOf(b.id)]).toEqual([0, 2]);
    await admin.caller.admin.orders.update({ id: order.id, items: [{ partId: a.id, quantity: 1 }] });
    expect(await kit.stockOf(a.id)).toBe(4);
    await expect(admin.caller.admin.orders.update({ id: order.id, items: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      admin.caller.admin.orders.update({ id: order.id, items: [{ partId: a.id, quantity: 0 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('moves a pending order to confirmed before printing, and deletes with the stock restored', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart({ availability: 3 });
    const order = await placeOrder(buyer, [{ partId: part.id, quantity: 2 }]);
    await admin.caller.admin.orders.setStatus({ id: order.id, status: 'pending' });
    const printed = await admin.caller.admin.orders.prepareForPrint({ id: order.id });
    expect(printed).toMatchObject({ confirmed: true, order: { status: 'confirmed' } });
    expect((await admin.caller.admin.orders.prepareForPrint({ id: order.id })).confirmed).toBe(false);
    expect(await kit.stockOf(part.id)).toBe(1);
    await admin.caller.admin.orders.delete({ id: order.id });
    expect(await kit.stockOf(part.id)).toBe(3);
    await expect(admin.caller.admin.orders.byId({ id: order.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps stock equal to the initial stock minus what orders hold, over random create/edit/status/delete sequences', async () => {
    const initial = [4, 0, 9, 1];
    const parts = await Promise.all(initial.map((availability) => kit.addPart({ availability })));
    const buyer = await kit.signIn();
    let random = 12345;
    const next = (n: number) => ((random = (random * 1103515245 + 12345) % 2 ** 31), random % n);
    const live: number[] = [];
    const statuses = ['processing', 'cancelled', 'confirmed', 'completed', 'pending'] as const;
    const steps = kind === 'postgres' ? 120 : 60;
    for (let step = 0; step < steps; step++) {
      const action = live.length === 0 ? 0 : next(4);
      const lines = parts.filter(() => next(2) === 1).map((p) => ({ partId: p.id, quantity: 1 + next(4) }));
      if (action === 0 || lines.length === 0) {
        live.push(
          (await placeOrder(buyer, lines.length ? lines : [{ partId: parts[0]!.id, quantity: 2 }])).id,
        );
      } else {
        const id = live[next(live.length)]!;
        if (action === 1) {
          const current = (await admin.caller.admin.orders.byId({ id })).items;
          const keep = current
            .filter(() => next(3) > 0)
            .map((i) => ({ partId: i.partId, quantity: 1 + next(5) }));
          if (keep.length) await admin.caller.admin.orders.update({ id, items: keep });
        } else if (action === 2) {
          await admin.caller.admin.orders.setStatus({ id, status: statuses[next(statuses.length)]! });
        } else {
          await admin.caller.admin.orders.delete({ id });
          live.splice(live.indexOf(id), 1);
        }
      }
      const held = await kit.db
        .selectFrom('order_items')
        .select(['part_id', (eb) => eb.fn.sum<number>('reserved_quantity').as('held')])
        .where(
          'part_id',
          'in',
          parts.map((p) => p.id),
        )
        .groupBy('part_id')
        .execute();
      for (const [index, part] of parts.entries()) {
        const holding = Number(held.find((h) => h.part_id === part.id)?.held ?? 0);
        expect(await kit.stockOf(part.id), `step ${step}, part ${index}`).toBe(initial[index]! - holding);
      }
    }
  });
});
