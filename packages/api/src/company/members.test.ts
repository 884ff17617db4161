// Issue 34, colleagues: invite (active at once, a set-password link for 7
// days and once), roles and limits, removal that ends sessions at once, and
// the last administrator who cannot go.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { createContextInner } from '../context';
import { resetPassword, verifyResetLink } from '../auth/passwordReset';

const DAY = 24 * 3_600_000;

/** The raw token exists only in the invitation's link. */
async function inviteLink(kit: ApiTestKit, email: string) {
  const mail = await kit.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('kind', '=', 'company_invite')
    .executeTakeFirstOrThrow();
  const link = mail.text_body.match(/http:\/\/localhost:3000\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error('no link in the invitation');
  return { subject: mail.subject, url: new URL(link) };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: TRPCError) => e.code,
  );

describe.each(testDbKinds())('[COMPANY] colleagues on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('makes a new account the administrator of its own company, named from the company field', async () => {
    const owner = await kit.signIn('user', { company: 'ООО «Мотосервис»' });
    const company = await owner.caller.auth.company.get();
    expect(company.name).toBe('ООО «Мотосервис»');
    expect(company.members).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        role: 'admin',
        monthlyLimitKopecks: null,
        spentThisMonthKopecks: 0,
      }),
    ]);
    expect(await owner.caller.auth.me()).toMatchObject({ companyId: company.id, companyRole: 'admin' });
  });

  it('invites a colleague who is active at once and sets a password through a 7-day, single-use link', async () => {
    const owner = await kit.signIn('user', { company: 'ООО «Вектор»' });
    const email = `buyer-${Date.now()}@vector.ru`;
    const { userId } = await owner.caller.auth.company.invite({
      email,
      firstName: 'Мария',
      lastName: 'Иванова',
      role: 'buyer',
      monthlyLimitKopecks: 5_000_000,
    });
    const { subject, url } = await inviteLink(kit, email);
    expect(subject).toBe('Приглашение в компанию ООО «Вектор»');
    expect(url.searchParams.get('email')).toBe(email);
    const token = url.searchParams.get('token')!;
    const ctx = await createContextInner(kit.deps);
    await verifyResetLink(ctx, token, email, new Date(Date.now() + 6 * DAY));
    await expect(verifyResetLink(ctx, token, email, new Date(Date.now() + 8 * DAY))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await resetPassword(ctx, { token, email, password: 'maria-pass' });
    await expect(resetPassword(ctx, { token, email, password: 'again-pass' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const visitor = await kit.callerFor(null);
    expect(await visitor.auth.login({ email, password: 'maria-pass' })).toMatchObject({
      id: userId,
      companyRole: 'buyer',
    });
    const members = (await owner.caller.auth.company.get()).members;
    expect(members.find((m) => m.userId === userId)).toMatchObject({
      role: 'buyer',
      monthlyLimitKopecks: 5_000_000,
      firstName: 'Мария',
    });
  });

  it('refuses an e-mail that already has an account (409) and non-administrators (403)', async () => {
    const owner = await kit.signIn('user');
    const other = await kit.signIn('user');
    await expect(
      owner.caller.auth.company.invite({
        email: other.email,
        firstName: 'Пётр',
        lastName: 'Петров',
        role: 'viewer',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Учетная запись с этим email уже существует.' });
    const { userId } = await owner.caller.auth.company.invite({
      email: `viewer-${Date.now()}@co.ru`,
      firstName: 'Олег',
      lastName: 'Сидоров',
      role: 'viewer',
    });
    await kit.deps.lucia.createSession(userId, {});
    const viewer = await kit.callerFor((await kit.deps.lucia.createSession(userId, {})).id);
    await expect(
      viewer.auth.company.invite({ email: 'x@co.ru', firstName: 'Икс', lastName: 'Игрек', role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Это действие доступно только администратору компании.',
    });
    expect(await codeOf(viewer.auth.company.updateMember({ userId, role: 'admin' }))).toBe('FORBIDDEN');
    expect(await codeOf(viewer.auth.company.removeMember({ userId: owner.userId }))).toBe('FORBIDDEN');
    expect((await viewer.auth.company.get()).members).toHaveLength(2);
  });

  it('changes a role and a limit, and never lets the last administrator go (409)', async () => {
    const owner = await kit.signIn('user');
    await expect(
      owner.caller.auth.company.updateMember({ userId: owner.userId, role: 'buyer' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'В компании должен остаться хотя бы один администратор.',
    });
    expect(await codeOf(owner.caller.auth.company.removeMember({ userId: owner.userId }))).toBe('CONFLICT');
    const { userId } = await owner.caller.auth.company.invite({
      email: `second-${Date.now()}@co.ru`,
      firstName: 'Анна',
      lastName: 'Крылова',
      role: 'buyer',
    });
    expect(
      await owner.caller.auth.company.updateMember({ userId, role: 'admin', monthlyLimitKopecks: 100_000 }),
    ).toMatchObject({ userId, role: 'admin', monthlyLimitKopecks: 100_000 });
    expect(
      await owner.caller.auth.company.updateMember({ userId: owner.userId, role: 'viewer' }),
    ).toMatchObject({
      role: 'viewer',
    });
  });

  it('ends a removed colleague’s sessions at once and says why at login', async () => {
    const owner = await kit.signIn('user');
    const email = `leaving-${Date.now()}@co.ru`;
    const { userId } = await owner.caller.auth.company.invite({
      email,
      firstName: 'Денис',
      lastName: 'Орлов',
      role: 'buyer',
    });
    const visitor = await kit.callerFor(null);
    const { url } = await inviteLink(kit, email);
    await visitor.auth.resetPassword({
      token: url.searchParams.get('token')!,
      email,
      password: 'denis-pass',
    });
    const session = (await kit.deps.lucia.createSession(userId, {})).id;
    expect(await (await kit.callerFor(session)).auth.me()).toMatchObject({ id: userId });

    await owner.caller.auth.company.removeMember({ userId });
    expect(await (await kit.callerFor(session)).auth.me()).toBeNull();
    await expect(visitor.auth.login({ email, password: 'denis-pass' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Администратор вашей компании закрыл вам доступ. Обратитесь к нему или к менеджеру магазина.',
    });
    expect((await owner.caller.auth.company.get()).members.map((m) => m.userId)).not.toContain(userId);
  });

  it('answers 404 for the people of another company', async () => {
    const owner = await kit.signIn('user');
    const stranger = await kit.signIn('user');
    expect(
      await codeOf(owner.caller.auth.company.updateMember({ userId: stranger.userId, role: 'viewer' })),
    ).toBe('NOT_FOUND');
    expect(await codeOf(owner.caller.auth.company.removeMember({ userId: stranger.userId }))).toBe(
      'NOT_FOUND',
    );
    expect(await (await kit.callerFor(stranger.token)).auth.me()).toMatchObject({ id: stranger.userId });
  });
});
