// Spec section 7 over HTTP: every documented /api path, its status codes, the
// field names old clients read and the Russian `message` of refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { CYRILLIC, expectRefusal, startShop } from './http';

describe.each(testDbKinds())('[CONTRACT] /api/* of spec section 7 on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  let buyer: { id: number; token: string };
  let admin: { id: number; token: string };
  let partId: number;
  let orderId: number;

  beforeAll(async () => {
    shop = await startShop(kind);
    await seedDemoCatalog(shop.t.db, { parts: 12 });
    buyer = await shop.account('buyer@example.ru', 'user');
    admin = await shop.account('admin@example.ru', 'admin');
  });
  afterAll(() => shop.t.close());

  it('POST /api/auth/login answers the profile with a token, and 401 in Russian', async () => {
    const ok = await shop.call('POST', '/api/auth/login', {
      body: { email: 'buyer@example.ru', password: 'secret123' },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(
      [
        'company',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'role',
        'token',
      ].sort(),
    );
    const bad = await shop.call('POST', '/api/auth/login', {
      body: { email: 'buyer@example.ru', password: 'wrong-one' },
    });
    expectRefusal(bad, 401);
  });

  it('POST /api/auth/register creates an account (201) and refuses a second one', async () => {
    const body = {
      first_name: 'Анна',
      last_name: 'Волкова',
      email: 'anna@example.ru',
      password: 'secret123',
      company: 'ИП Волкова',
      phone: '+7 918 765-43-21',
    };
    const created = await shop.call('POST', '/api/auth/register', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      email: 'anna@example.ru',
      email_verified: 0,
    });
    const again = await shop.call('POST', '/api/auth/register', { body });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.body.message).toMatch(CYRILLIC);
  });

  it('password reset paths answer ok or a Russian refusal', async () => {
    const forgot = await shop.call('POST', '/api/auth/forgot-password', {
      body: { email: 'buyer@example.ru' },
    });
    expect(forgot.status).toBe(200);
    const verify = await shop.call('POST', '/api/auth/verify-reset-token', {
      body: { token: 'nope', email: 'buyer@example.ru' },
    });
    expectRefusal(verify, 400);
    const reset = await shop.call('POST', '/api/auth/reset-password', {
      body: { token: 'nope', email: 'buyer@example.ru', password: 'newsecret1' },
    });
    expectRefusal(reset, 400);
  });

  it('PUT /api/users/{id} updates the own profile; without a token 401 «Требуется авторизация»', async () => {
    const body = {
      first_name: 'Олег',
      last_name: 'Новиков',
      email: 'ignored@example.ru',
      phone: '+7 918 123-45-67',
      company: 'ООО «Мото»',
    };
    const res = await shop.call('PUT', `/api/users/${buyer.id}`, { token: buyer.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: buyer.id, email: 'buyer@example.ru' });
    const anonymous = await shop.call('PUT', `/api/users/${buyer.id}`, { body });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Требуется авторизация']);
  });

  it('GET /api/parts-data answers {categories, parts, lastUpdated} with the Part fields, to accounts only', async () => {
    const visitor = await shop.call('GET', `/api/parts-data?refresh=true&t=${Date.now()}`);
    expectRefusal(visitor, 401);
    expect(JSON.stringify(visitor.body)).not.toContain('price');
    const res = await shop.call('GET', `/api/parts-data?refresh=true&t=${Date.now()}`, {
      token: buyer.token,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['categories', 'lastUpdated', 'parts']);
    expect(Object.keys(res.body.parts[0]).sort()).toEqual(
      [
        'availability',
        'category',
        'createdAt',
        'description',
        'id',
        'imageUrl',
        'images',
        'name',
        'partNumber',
        'price',
        'retailPrice',
        'updatedAt',
      ].sort(),
    );
    partId = res.body.parts.find((p: { availability: number }) => p.availability > 2).id;
  });

  it('POST /api/parts/update-availability is for the admin only', async () => {
    const body = { items: [{ partId, quantity: 40 }] };
    const refused = await shop.call('POST', '/api/parts/update-availability', { token: buyer.token, body });
    expectRefusal(refused, 403);
    expect(
      (await shop.call('POST', '/api/parts/update-availability', { token: admin.token, body })).status,
    ).toBe(200);
  });

  it('POST /api/orders answers orderNumber, createdAt, updatedAt and orderId; the buyer reads it back', async () => {
    const body = {
      order_number: 'ORD-CONTRACT-1',
      payment_method: 'invoice',
      delivery_method: 'courier',
      city: 'Краснодар',
      delivery_address: 'ул. Северная, 300',
      items: [{ partId, quantity: 2 }],
    };
    const res = await shop.call('POST', '/api/orders', { token: buyer.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      orderNumber: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      orderId: expect.any(Number),
    });
    orderId = res.body.orderId;
    const mine = await shop.call('GET', `/api/users/${buyer.id}/orders`, { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const one = await shop.call('GET', `/api/orders/${orderId}`, { token: buyer.token });
    expect(one.body).toMatchObject({
      id: orderId,
      orderNumber: res.body.orderNumber,
      items: [expect.objectContaining({ partId, quantity: 2 })],
    });
    const empty = await shop.call('POST', '/api/orders', {
      token: buyer.token,
      body: { ...body, items: [] },
    });
    expectRefusal(empty, 400);
  });

  it('saved lists: POST answers id (201), GET an array', async () => {
    const path = `/api/users/${buyer.id}/saved-lists`;
    const saved = await shop.call('POST', path, {
      token: buyer.token,
      body: { name: 'Для сервиса', items: [{ partId, quantity: 3 }] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: expect.any(Number) });
    const lists = await shop.call('GET', path, { token: buyer.token });
    expect(lists.body).toEqual([expect.objectContaining({ id: saved.body.id, name: 'Для сервиса' })]);
  });

  it('mail: /api/send-email takes the contact form, /api/email/send only the admin', async () => {
    const contact = {
      contactName: 'Пётр Иванов',
      email: 'petr@example.ru',
      phone: '79181234567',
      companyName: 'ООО «Ромашка»',
      comments: 'Интересует опт по колодкам Yamaha',
    };
    const sent = await shop.call('POST', '/api/send-email', { body: contact });
    expect(sent.status).toBe(200);
    const invalid = await shop.call('POST', '/api/send-email', { body: { ...contact, email: 'нет' } });
    expectRefusal(invalid, 400);
    const mail = { to: 'client@example.ru', subject: 'Счёт', html: '<p>Счёт во вложении</p>' };
    expect((await shop.call('POST', '/api/email/send', { token: buyer.token, body: mail })).status).toBe(403);
    expect(await shop.call('POST', '/api/email/send', { token: admin.token, body: mail })).toEqual({
      status: 200,
      body: { ok: true },
    });
  });

  it('admin orders: list with customer fields, one user’s orders, one order, edit, status, delete', async () => {
    const list = await shop.call('GET', '/api/admin/orders', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: orderId,
      customerName: expect.any(String),
      customerEmail: 'buyer@example.ru',
      customerPhone: expect.any(String),
      company: 'ООО «Мото»',
      totalPrice: expect.any(Number),
    });
    expect(
      (await shop.call('GET', `/api/admin/orders?userId=${admin.id}`, { token: admin.token })).body,
    ).toEqual([]);
    const one = await shop.call('GET', `/api/admin/orders/${orderId}`, { token: admin.token });
    expect(one.body).toMatchObject({
      id: orderId,
      items: [expect.objectContaining({ partId })],
      history: expect.any(Array),
    });
    const edited = await shop.call('PUT', `/api/admin/orders/${orderId}`, {
      token: admin.token,
      body: { comments: 'Позвонить', items: [{ partId, quantity: 1 }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      comments: 'Позвонить',
      items: [expect.objectContaining({ quantity: 1 })],
    });
    const status = await shop.call('PUT', `/api/admin/orders/${orderId}/status`, {
      token: admin.token,
      body: { status: 'confirmed' },
    });
    expect(status.body.status).toBe('confirmed');
    const unknown = await shop.call('PUT', `/api/admin/orders/${orderId}/status`, {
      token: admin.token,
      body: { status: 'lost' },
    });
    expectRefusal(unknown, 400);
    expect((await shop.call('DELETE', `/api/admin/orders/${orderId}`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await shop.call('GET', `/api/admin/orders/${orderId}`, { token: admin.token })).status).toBe(404);
  });

  it('admin users: list fields, one user, toggle status, and no blocking oneself', async () => {
    const list = await shop.call('GET', '/api/admin/users', { token: admin.token });
    expect(Object.keys(list.body[0]).sort()).toEqual(
      [
        'company',
        'created_at',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'role',
        'username',
      ].sort(),
    );
    const one = await shop.call('GET', `/api/admin/users/${buyer.id}`, { token: admin.token });
    expect(one.body).toMatchObject({ id: buyer.id, email: 'buyer@example.ru', username: 'buyer' });
    const blocked = await shop.call('POST', `/api/admin/users/${buyer.id}/toggle-status`, {
      token: admin.token,
      body: { status: 'blocked' },
    });
    expect(blocked.body.email_verified).toBe(0);
    expect((await shop.call('GET', `/api/users/${buyer.id}/orders`, { token: buyer.token })).status).toBe(
      401,
    );
    const active = await shop.call('POST', `/api/admin/users/${buyer.id}/toggle-status`, {
      token: admin.token,
      body: { status: 'active' },
    });
    expect(active.body.email_verified).toBe(1);
    const self = await shop.call('POST', `/api/admin/users/${admin.id}/toggle-status`, {
      token: admin.token,
      body: { status: 'blocked' },
    });
    expectRefusal(self, 403);
    expect((await shop.call('GET', '/api/admin/users/999999', { token: admin.token })).status).toBe(404);
  });

  it('POST /api/auth/logout ends the bearer session', async () => {
    const { token } = await shop.account('leaver@example.ru', 'user');
    expect((await shop.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await shop.call('GET', '/api/users/1/saved-lists', { token });
    expect([after.status, after.body.message]).toEqual([401, 'Требуется авторизация']);
  });
});
