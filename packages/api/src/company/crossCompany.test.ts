// Issue 34's authorisation matrix: every new procedure, called by each role of
// one company and of another, against the ids of the first. Inside the
// company the role decides (403); from another company the id does not exist
// (404), and lists come back without the other company's rows.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import type { createCaller } from '../root';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { createTestCompany, pickup } from './companyTestKit';

type Caller = ReturnType<typeof createCaller>;
type Role = 'admin' | 'buyer' | 'viewer';
type Ids = { memberId: number; approvalId: number; orderId: number; listId: number };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: TRPCError) => e.code,
  );

/** Each call that names a row of the company, by procedure path. */
const CALLS: Record<string, (caller: Caller, ids: Ids) => Promise<unknown>> = {
  'auth.company.updateMember': (c, ids) =>
    c.auth.company.updateMember({ userId: ids.memberId, monthlyLimitKopecks: 1 }),
  'auth.company.removeMember': (c, ids) => c.auth.company.removeMember({ userId: ids.memberId }),
  'orders.approvals.approve': (c, ids) => c.orders.approvals.approve({ id: ids.approvalId }),
  'orders.approvals.reject': (c, ids) => c.orders.approvals.reject({ id: ids.approvalId, comment: 'Нет' }),
  'orders.approvals.withdraw': (c, ids) => c.orders.approvals.withdraw({ id: ids.approvalId }),
  'orders.byId': (c, ids) => c.orders.byId({ id: ids.orderId }),
  'orders.documents.invoicePdf': (c, ids) => c.orders.documents.invoicePdf({ id: ids.orderId }),
  'savedLists.rename': (c, ids) => c.savedLists.rename({ id: ids.listId, name: 'Чужой' }),
};

const ADMINS_ONLY = [
  'auth.company.updateMember',
  'auth.company.removeMember',
  'orders.approvals.approve',
  'orders.approvals.reject',
];

/** Inside the company, who is refused what (403); everything else is allowed or a rule of its own. */
const FORBIDDEN_INSIDE: Record<Role, string[]> = {
  admin: ['orders.approvals.withdraw'],
  buyer: [...ADMINS_ONLY, 'orders.approvals.withdraw'],
  viewer: [...ADMINS_ONLY, 'orders.approvals.withdraw'],
};

describe.each(testDbKinds())('[AUTHZ][COMPANY] cross-company matrix on %s', (kind) => {
  let kit: ApiTestKit;
  let home: Record<Role, Caller>;
  let away: Record<Role, Caller>;
  let keys = 0;

  /** Fresh rows of the home company for one call (a call may use them up). */
  async function freshIds(): Promise<Ids> {
    const { admin, colleague } = await createTestCompany(kit, 'ООО «Дом»');
    const requester = await colleague('buyer', 0);
    const part = await kit.addPart();
    const request = await requester.caller.orders.submit({
      ...pickup,
      idempotencyKey: `matrix-${(keys += 1)}`,
      items: [{ partId: part.id, quantity: 1 }],
    });
    if (request.kind !== 'approval') throw new Error('expected an approval request');
    const { order } = await admin.caller.orders.create({
      ...pickup,
      paymentMethod: 'invoice',
      idempotencyKey: `matrix-order-${keys}`,
      items: [{ partId: part.id, quantity: 1 }],
    });
    const { id: listId } = await admin.caller.savedLists.create({
      name: 'Список',
      items: [{ partId: part.id, quantity: 1 }],
    });
    const members = { admin: admin.caller } as Record<Role, Caller>;
    members.buyer = (await colleague('buyer')).caller;
    members.viewer = (await colleague('viewer')).caller;
    home = members;
    return { memberId: requester.userId, approvalId: request.approvalId, orderId: order.id, listId };
  }

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    const other = await createTestCompany(kit, 'ООО «Чужие»');
    away = {
      admin: other.admin.caller,
      buyer: (await other.colleague('buyer')).caller,
      viewer: (await other.colleague('viewer')).caller,
    };
  });
  afterAll(() => kit.close());

  it.each(['admin', 'buyer', 'viewer'] as Role[])(
    'answers 404 to the %s of another company for every row of this one (403 where its role is refused anyway)',
    async (role) => {
      const ids = await freshIds();
      const mismatches: string[] = [];
      for (const [path, call] of Object.entries(CALLS)) {
        const code = await codeOf(call(away[role], ids));
        // An administrators-only call refuses other roles before looking at the id:
        // the same 403 for any id, so it tells nothing about this company's rows.
        const want = role !== 'admin' && ADMINS_ONLY.includes(path) ? 'FORBIDDEN' : 'NOT_FOUND';
        if (code !== want) mismatches.push(`${path}: ${code}, expected ${want}`);
      }
      expect(mismatches).toEqual([]);
      expect(await away[role].orders.company({})).toEqual([]);
      expect(await away[role].savedLists.mine()).toEqual([]);
      const approvals = await away[role].orders.approvals.list();
      expect(approvals.map((a) => a.id)).not.toContain(ids.approvalId);
      const company = await away[role].auth.company.get();
      expect(company.members.map((m) => m.userId)).not.toContain(ids.memberId);
    },
  );

  it.each(['admin', 'buyer', 'viewer'] as Role[])(
    'refuses the %s of the company per its role',
    async (role) => {
      const mismatches: string[] = [];
      for (const [path, call] of Object.entries(CALLS)) {
        const ids = await freshIds();
        const code = await codeOf(call(home[role], ids));
        // A colleague's list is seen by all but changed only by its author and administrators.
        const want = FORBIDDEN_INSIDE[role].includes(path)
          ? 'FORBIDDEN'
          : path === 'savedLists.rename' && role !== 'admin'
            ? 'NOT_FOUND'
            : 'ok';
        if (code !== want) mismatches.push(`${path}: ${code}, expected ${want}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
