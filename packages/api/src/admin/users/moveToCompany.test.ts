// Issue 34: the shop's admin sees each user's company and moves a user to another one.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createTestCompany } from '../../company/companyTestKit';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';

describe.each(testDbKinds())('[ADMIN][COMPANY] users and their companies on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('lists the company of every user and moves a removed colleague to another company, reactivated', async () => {
    const shop = await kit.signIn('admin');
    const first = await createTestCompany(kit, 'ООО «Первая»');
    const second = await createTestCompany(kit, 'ООО «Вторая»');
    const mover = await first.colleague('buyer', 10_000);
    const users = await shop.caller.admin.users.list();
    const listed = users.find((u) => u.id === mover.userId);
    expect(listed?.companyAccount).toEqual({ id: expect.any(Number), name: 'ООО «Первая»' });
    expect(listed?.companyRole).toBe('buyer');

    await first.admin.caller.auth.company.removeMember({ userId: mover.userId });
    const secondId = (await second.admin.caller.auth.company.get()).id;
    const moved = await shop.caller.admin.users.moveToCompany({ userId: mover.userId, companyId: secondId });
    expect(moved).toMatchObject({
      companyAccount: { id: secondId, name: 'ООО «Вторая»' },
      companyRole: 'buyer',
    });
    await shop.caller.admin.users.setStatus({ id: mover.userId, status: 'active' });
    expect((await second.admin.caller.auth.company.get()).members.map((m) => m.userId)).toContain(
      mover.userId,
    );
    expect((await first.admin.caller.auth.company.get()).members.map((m) => m.userId)).not.toContain(
      mover.userId,
    );
  });

  it('refuses to take the last administrator from colleagues (409) and an unknown company (404)', async () => {
    const shop = await kit.signIn('admin');
    const company = await createTestCompany(kit, 'ООО «Одна»');
    await company.colleague('buyer');
    const other = await createTestCompany(kit, 'ООО «Другая»');
    const otherId = (await other.admin.caller.auth.company.get()).id;
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: TRPCError) => e.code,
      );
    expect(
      await code(shop.caller.admin.users.moveToCompany({ userId: company.admin.userId, companyId: otherId })),
    ).toBe('CONFLICT');
    expect(
      await code(shop.caller.admin.users.moveToCompany({ userId: company.admin.userId, companyId: 999_999 })),
    ).toBe('NOT_FOUND');
  });
});
