// Issue 34 over REST: the company with roubles, inviting (201, 409, 403),
// PATCH and DELETE of a colleague, and 404 for other companies' ids.
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][COMPANY] colleagues on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ownerToken: string;
  let strangerId: number;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const tokenOf = async (userId: number) => (await t.deps.lucia.createSession(userId, {})).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ownerId = await ensureActiveUser(t.db, {
      email: 'owner@co.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Ольга',
      lastName: 'Белова',
      company: 'ООО «Ромашка»',
    });
    ownerToken = await tokenOf(ownerId);
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    strangerId = await ensureActiveUser(t.db, {
      email: 'stranger@other.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Сергей',
      lastName: 'Чужой',
    });
  });
  afterAll(() => t.close());

  it('invites a Закупщик with a limit in roubles and lists the company', async () => {
    const invited = await call('POST', '/api/company/members', ownerToken, {
      email: 'Buyer@Co.ru',
      firstName: 'Мария',
      lastName: 'Иванова',
      role: 'buyer',
      monthlyLimit: 50_000.5,
    });
    expect(invited.statusCode).toBe(201);
    const { userId } = invited.json();
    const company = await call('GET', '/api/company', ownerToken);
    expect(company.statusCode).toBe(200);
    expect(company.json()).toMatchObject({ name: 'ООО «Ромашка»' });
    expect(company.json().members).toContainEqual({
      userId,
      email: 'buyer@co.ru',
      firstName: 'Мария',
      lastName: 'Иванова',
      role: 'buyer',
      monthlyLimit: 50_000.5,
      spentThisMonth: 0,
    });

    const again = await call('POST', '/api/company/members', ownerToken, {
      email: 'buyer@co.ru',
      firstName: 'Мария',
      lastName: 'Иванова',
      role: 'buyer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Учетная запись с этим email уже существует.');

    const buyerToken = await tokenOf(userId);
    const refused = await call('POST', '/api/company/members', buyerToken, {
      email: 'x@co.ru',
      firstName: 'Икс',
      lastName: 'Игреков',
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('changes a limit, refuses to demote the last administrator, removes a colleague (204)', async () => {
    const { userId } = (
      await call('POST', '/api/company/members', ownerToken, {
        email: 'viewer@co.ru',
        firstName: 'Глеб',
        lastName: 'Носов',
        role: 'viewer',
      })
    ).json();
    const patched = await call('PATCH', `/api/company/members/${userId}`, ownerToken, {
      role: 'buyer',
      monthlyLimit: 1000,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ userId, role: 'buyer', monthlyLimit: 1000 });
    const unlimited = await call('PATCH', `/api/company/members/${userId}`, ownerToken, {
      monthlyLimit: null,
    });
    expect(unlimited.json()).toMatchObject({ monthlyLimit: null });

    const company = (await call('GET', '/api/company', ownerToken)).json();
    const owner = company.members.find((m: { role: string }) => m.role === 'admin');
    const demote = await call('PATCH', `/api/company/members/${owner.userId}`, ownerToken, {
      role: 'viewer',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('В компании должен остаться хотя бы один администратор.');

    const removed = await call('DELETE', `/api/company/members/${userId}`, ownerToken);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const members = (await call('GET', '/api/company', ownerToken)).json().members;
    expect(members.map((m: { userId: number }) => m.userId)).not.toContain(userId);
  });

  it('answers 404 for another company’s people and 400 in Russian for a bad role', async () => {
    expect(
      (await call('PATCH', `/api/company/members/${strangerId}`, ownerToken, { role: 'viewer' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/company/members/${strangerId}`, ownerToken)).statusCode).toBe(404);
    const bad = await call('PATCH', `/api/company/members/${strangerId}`, ownerToken, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[А-Яа-яЁё]/);
  });

  it('answers a Закупщик over the limit with 202 and an approval, approves it, and shows it in the company’s orders', async () => {
    const part = await t.db
      .insertInto('parts')
      .values({
        name: 'Колодки',
        category_id: 'engine',
        part_number: 'BR-1',
        brand: 'NGK',
        price: 50_000,
        retail_price: null,
        availability: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invite = (email: string, role: string, monthlyLimit?: number) =>
      call('POST', '/api/company/members', ownerToken, {
        email,
        firstName: 'Иван',
        lastName: 'Орлов',
        role,
        monthlyLimit,
      });
    const buyerId = (await invite('limited@co.ru', 'buyer', 600)).json().userId;
    const viewerId = (await invite('watcher@co.ru', 'viewer')).json().userId;
    const buyerToken = await tokenOf(buyerId);
    const orderBody = (key: string) => ({
      payment_method: 'cash',
      delivery_method: 'pickup',
      idempotencyKey: key,
      items: [{ partId: part.id, quantity: 1 }],
    });
    const within = await call('POST', '/api/orders', buyerToken, orderBody('rest-limit-1'));
    expect(within.statusCode).toBe(201);
    const over = await call('POST', '/api/orders', buyerToken, orderBody('rest-limit-2'));
    expect(over.statusCode).toBe(202);
    expect(over.json()).toEqual({ approvalId: expect.any(Number), status: 'pending' });
    const viewerOrder = await call('POST', '/api/orders', await tokenOf(viewerId), orderBody('rest-viewer'));
    expect(viewerOrder.statusCode).toBe(403);

    const list = await call('GET', '/api/company/approvals', ownerToken);
    expect(list.json()).toContainEqual({
      id: over.json().approvalId,
      requester: { userId: buyerId, email: 'limited@co.ru' },
      total: 500,
      status: 'pending',
      orderNumber: null,
      createdAt: expect.any(String),
    });
    const approveAsBuyer = await call(
      'POST',
      `/api/company/approvals/${over.json().approvalId}/approve`,
      buyerToken,
    );
    expect(approveAsBuyer.statusCode).toBe(403);
    const approved = await call(
      'POST',
      `/api/company/approvals/${over.json().approvalId}/approve`,
      ownerToken,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ orderNumber: expect.stringMatching(/^ORD-\d+$/), shortages: [] });
    const again = await call('POST', `/api/company/approvals/${over.json().approvalId}/reject`, ownerToken, {
      comment: 'поздно',
    });
    expect(again.statusCode).toBe(409);

    const orders = (await call('GET', '/api/company/orders', await tokenOf(viewerId))).json();
    expect(
      orders.map((o: { orderNumber: string; placedBy: { email: string } }) => [
        o.orderNumber,
        o.placedBy.email,
      ]),
    ).toContainEqual([approved.json().orderNumber, 'limited@co.ru']);

    const third = await call('POST', '/api/orders', buyerToken, orderBody('rest-limit-3'));
    const blank = await call('POST', `/api/company/approvals/${third.json().approvalId}/reject`, ownerToken, {
      comment: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Укажите причину отказа');
    const withdrawn = await call(
      'POST',
      `/api/company/approvals/${third.json().approvalId}/withdraw`,
      buyerToken,
    );
    expect(withdrawn.statusCode).toBe(204);
  });

  it('shows the shop’s admin each user’s company and moves a user with PUT /api/admin/users/{id}', async () => {
    const shopAdminId = await ensureActiveUser(t.db, {
      email: 'shop@admin.ru',
      password: 'secret123',
      role: 'admin',
      firstName: 'Администратор',
      lastName: 'Магазина',
    });
    const shopToken = await tokenOf(shopAdminId);
    const users = (await call('GET', '/api/admin/users', shopToken)).json();
    const stranger = users.find((u: { id: number }) => u.id === strangerId);
    expect(stranger.company).toEqual({ id: expect.any(Number), name: 'Сергей Чужой' });
    const home = (await call('GET', '/api/company', ownerToken)).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${strangerId}`,
      payload: { companyId: home.id },
      headers: { authorization: `Bearer ${shopToken}` },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().company).toEqual({ id: home.id, name: 'ООО «Ромашка»' });
    const members = (await call('GET', '/api/company', ownerToken)).json().members;
    expect(members).toContainEqual(expect.objectContaining({ userId: strangerId, role: 'buyer' }));
  });
});
