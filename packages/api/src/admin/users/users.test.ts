import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, registration, type Harness } from '../../auth/testHarness';

const profile = { first_name: 'Мария', last_name: 'Котова', phone: '8 918 111 22 33', company: '' };

describe.each(testDbKinds())('[ADMIN][USERS] user management on %s', (kind) => {
  let h: Harness;
  let admin: { id: number; token: string };
  let buyer: { id: number; token: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    admin = await h.signedIn('admin', 'admin@shop.ru');
    buyer = await h.signedIn('user', 'buyer@shop.ru');
  });
  afterAll(() => h?.handle.close());

  it('lets a user update only their own profile; the e-mail is not editable', async () => {
    const self = await h.caller({ sessionToken: buyer.token });
    const updated = await self.auth.updateProfile({ ...profile, email: 'hacker@evil.ru' });
    expect(updated).toMatchObject({
      firstName: 'Мария',
      phone: '79181112233',
      company: null,
      email: 'buyer@shop.ru',
    });
    await expect(self.auth.updateProfile({ ...profile, id: admin.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await h.caller()).auth.updateProfile(profile)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps admin procedures from visitors (401) and customers (403)', async () => {
    const visitor = await h.caller();
    const customer = await h.caller({ sessionToken: buyer.token });
    await expect(visitor.admin.users.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(customer.admin.users.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(customer.admin.users.setStatus({ id: buyer.id, status: 'active' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      customer.admin.mail.send({ to: 'x@y.ru', subject: 'Spam', html: '<p>spam</p>' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lists users in the admin view shape and shows one with its orders', async () => {
    const adminCaller = await h.caller({ sessionToken: admin.token });
    const list = await adminCaller.admin.users.list();
    expect(list.find((u) => u.id === buyer.id)).toEqual({
      id: buyer.id,
      username: 'buyer',
      email: 'buyer@shop.ru',
      phone: '79181112233',
      first_name: 'Мария',
      last_name: 'Котова',
      company: null,
      role: 'user',
      email_verified: 1,
      state: 'active',
      created_at: expect.any(String),
      // Issue 34: a sign-up without a company field gets a company of its own, named after the person then.
      companyAccount: { id: expect.any(Number), name: expect.any(String) },
      companyRole: 'admin',
    });
    expect(await adminCaller.admin.users.byId({ id: buyer.id })).toMatchObject({ id: buyer.id, orders: [] });
    await expect(adminCaller.admin.users.byId({ id: 99999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Пользователь не найден',
    });
  });

  it('blocking ends the sessions at once; an admin cannot block themselves', async () => {
    const adminCaller = await h.caller({ sessionToken: admin.token });
    await expect(
      adminCaller.admin.users.setStatus({ id: admin.id, status: 'blocked' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Нельзя заблокировать собственную учетную запись',
    });
    const blocked = await adminCaller.admin.users.setStatus({ id: buyer.id, status: 'blocked' });
    expect(blocked.email_verified).toBe(0);
    expect(await (await h.caller({ sessionToken: buyer.token })).auth.me()).toBeNull();
    const sessions = await h.handle.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('activating a new user mails them in the same transaction; they can then log in', async () => {
    const { id } = await (await h.caller()).auth.register(registration('new@shop.ru'));
    const adminCaller = await h.caller({ sessionToken: admin.token });
    await adminCaller.admin.users.setStatus({ id, status: 'active' });
    // Activating an active user again sends nothing more.
    await adminCaller.admin.users.setStatus({ id, status: 'active' });
    expect((await h.mailsTo('new@shop.ru')).map((m) => m.kind)).toEqual([
      'registration_received',
      'account_activated',
    ]);
    expect(await (await h.caller()).auth.login({ email: 'new@shop.ru', password: 'parol123' })).toMatchObject(
      {
        emailVerified: 1,
      },
    );
  });

  it('tells a new sign-up waiting for activation from a blocked account, whatever else changes', async () => {
    const adminCaller = await h.caller({ sessionToken: admin.token });
    const stateOf = async (id: number) =>
      (await adminCaller.admin.users.list()).find((u) => u.id === id)?.state;
    const { id } = await (await h.caller()).auth.register(registration('waiting@shop.ru'));
    expect(await stateOf(id)).toBe('waiting');
    // An admin setting the client's terms is not a decision on the account.
    await adminCaller.admin.users.setTerms({ userId: id, discountPercent: 5, paymentDelayDays: 0 });
    expect(await stateOf(id)).toBe('waiting');
    expect((await adminCaller.admin.dashboard.summary({ days: 7 })).attention.waitingAccounts.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );

    // Refusing a sign-up blocks it without activating it first; it is no longer waiting.
    expect((await adminCaller.admin.users.setStatus({ id, status: 'blocked' })).state).toBe('blocked');
    expect(await stateOf(id)).toBe('blocked');
    expect(
      (await adminCaller.admin.dashboard.summary({ days: 7 })).attention.waitingAccounts.users,
    ).not.toEqual(expect.arrayContaining([expect.objectContaining({ id })]));
    expect((await adminCaller.admin.users.setStatus({ id, status: 'active' })).state).toBe('active');
    expect((await adminCaller.admin.users.setStatus({ id, status: 'blocked' })).state).toBe('blocked');
  });
});
