// The role table of spec section 6 over the WHOLE router: every procedure must
// have an expectation here, so a new one cannot ship without deciding who may call it.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { procedureAt, procedurePaths } from './testing/procedures';
import { createApiTestKit, type ApiTestKit } from './testing/apiTestKit';
import { appRouter, createCaller } from './root';
import { createContextInner } from './context';

type Access = 'public' | 'authed' | 'admin';

const ACCESS: Record<string, Access> = {
  'admin.orders.list': 'admin',
  'admin.orders.byId': 'admin',
  'admin.orders.update': 'admin',
  'admin.orders.setStatus': 'admin',
  'admin.orders.prepareForPrint': 'admin',
  'admin.orders.delete': 'admin',
  'auth.me': 'public',
  'auth.login': 'public',
  'auth.tokenLogin': 'public',
  'auth.logout': 'public',
  'auth.register': 'public',
  'auth.forgotPassword': 'public',
  'auth.verifyResetToken': 'public',
  'auth.resetPassword': 'public',
  'catalog.partsData': 'authed',
  'catalog.overview': 'authed',
  'catalog.search': 'authed',
  'catalog.brands': 'authed',
  'catalog.product': 'public',
  'admin.catalog.importParts': 'admin',
  'admin.catalog.updateAvailability': 'admin',
  'admin.catalog.list': 'admin',
  'admin.catalog.part': 'admin',
  'admin.catalog.create': 'admin',
  'admin.catalog.update': 'admin',
  'admin.catalog.categories': 'admin',
  'admin.catalog.createCategory': 'admin',
  'admin.catalog.updateCategory': 'admin',
  'admin.catalog.reorderCategories': 'admin',
  'admin.catalog.deleteCategory': 'admin',
  'admin.catalog.importPreview': 'admin',
  'admin.catalog.importApply': 'admin',
  'admin.catalog.imports': 'admin',
  'admin.catalog.importFile': 'admin',
  'admin.catalog.importRestoreArchived': 'admin',
  'admin.catalog.addPhoto': 'admin',
  'admin.catalog.removePhoto': 'admin',
  'admin.catalog.reorderPhotos': 'admin',
  'contact.send': 'public',
  'admin.mail.failed': 'admin',
  'admin.mail.retry': 'admin',
  'admin.mail.retryAllFailed': 'admin',
  'orders.preview': 'authed',
  'orders.create': 'authed',
  'orders.mine': 'authed',
  'orders.reorder': 'authed',
  'catalog.shopTerms': 'public',
  'orders.byId': 'authed',
  'orders.byNumber': 'authed',
  'orders.quickOrder.resolve': 'authed',
  'orders.quickOrder.readFile': 'authed',
  'orders.documents.exportXlsx': 'authed',
  'savedLists.create': 'authed',
  'savedLists.mine': 'authed',
  'savedLists.delete': 'authed',
  'savedLists.rename': 'authed',
  'admin.mail.send': 'admin',
  'auth.updateProfile': 'authed',
  'admin.users.list': 'admin',
  'admin.users.byId': 'admin',
  'admin.users.setStatus': 'admin',
  'admin.users.moveToCompany': 'admin',
  'admin.users.setTerms': 'admin',
  'admin.users.savePayer': 'admin',
  'admin.users.deletePayer': 'admin',
  'admin.settings.get': 'admin',
  'admin.settings.save': 'admin',
  'auth.payers.list': 'authed',
  'orders.documents.invoicePdf': 'authed',
  'orders.documents.commercialOfferPdf': 'authed',
  'auth.payers.save': 'authed',
  'auth.payers.delete': 'authed',
  'auth.company.get': 'authed',
  'orders.submit': 'authed',
  'orders.company': 'authed',
  'orders.approvals.list': 'authed',
  'orders.approvals.approve': 'authed',
  'orders.approvals.reject': 'authed',
  'orders.approvals.withdraw': 'authed',
  'auth.company.invite': 'authed',
  'auth.company.updateMember': 'authed',
  'auth.company.removeMember': 'authed',
  'admin.dashboard.summary': 'admin',
  'admin.exchange1c.log': 'admin',
};

type Role = 'visitor' | 'inactive' | 'buyer' | 'admin';

/** The error code of a call with an empty input; 'ok' when it went through. */
async function outcome(caller: ReturnType<typeof createCaller>, path: string): Promise<string> {
  const procedure = procedureAt(caller, path);
  try {
    await procedure({});
    return 'ok';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `crash: ${String(error)}`;
  }
}

const REFUSED = ['UNAUTHORIZED', 'FORBIDDEN'];
const expected: Record<Access, Record<Role, 'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN'>> = {
  public: { visitor: 'allowed', inactive: 'allowed', buyer: 'allowed', admin: 'allowed' },
  authed: { visitor: 'UNAUTHORIZED', inactive: 'UNAUTHORIZED', buyer: 'allowed', admin: 'allowed' },
  admin: { visitor: 'UNAUTHORIZED', inactive: 'UNAUTHORIZED', buyer: 'FORBIDDEN', admin: 'allowed' },
};

describe.each(testDbKinds())('[AUTHZ] every procedure by role on %s', (kind) => {
  let kit: ApiTestKit;
  const userIds: Partial<Record<Role, number>> = {};
  /** A fresh session per call: logout must not sign the next call out. */
  const callerAs = async (role: Role) =>
    role === 'visitor'
      ? kit.callerFor(null)
      : createCaller(
          await createContextInner(kit.deps, {
            sessionToken: (await kit.deps.lucia.createSession(userIds[role]!, {})).id,
          }),
        );

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    userIds.buyer = (await kit.signIn('user')).userId;
    userIds.admin = (await kit.signIn('admin')).userId;
    userIds.inactive = (await kit.signIn('user')).userId;
    await kit.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', userIds.inactive).execute();
  });
  afterAll(() => kit.close());

  it('has the design card’s five namespaces at the top, plus the contact form', () => {
    expect(Object.keys(appRouter._def.record)).toEqual([
      'auth',
      'catalog',
      'orders',
      'savedLists',
      'admin',
      'contact',
    ]);
  });

  it('has an expectation for every procedure of appRouter', () => {
    expect(procedurePaths.filter((p) => !(p in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((p) => !procedurePaths.includes(p))).toEqual([]);
  });

  it.each(['visitor', 'inactive', 'buyer', 'admin'] as Role[])(
    'answers the %s per the role table',
    async (role) => {
      const mismatches: string[] = [];
      for (const path of procedurePaths) {
        const code = await outcome(await callerAs(role), path);
        const want = expected[ACCESS[path]!][role];
        const fine =
          want === 'allowed'
            ? !REFUSED.includes(code) && !code.startsWith('crash') && code !== 'INTERNAL_SERVER_ERROR'
            : code === want;
        if (!fine) mismatches.push(`${path}: ${code}, expected ${want}`);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('keeps one buyer out of another buyer’s order, list and profile', async () => {
    const owner = await kit.signIn('user');
    const other = await kit.signIn('user');
    const part = await kit.addPart();
    const { order } = await owner.caller.orders.create({
      idempotencyKey: 'authz-order-1',
      deliveryMethod: 'pickup',
      paymentMethod: 'invoice',
      items: [{ partId: part.id, quantity: 1 }],
    });
    const { id: listId } = await owner.caller.savedLists.create({
      name: 'Мой список',
      items: [{ partId: part.id, quantity: 1 }],
    });
    const refusals = await Promise.all([
      other.caller.orders.byId({ id: order.id }).catch((e: TRPCError) => e.code),
      other.caller.orders.byNumber({ orderNumber: order.orderNumber }).catch((e: TRPCError) => e.code),
      other.caller.savedLists.delete({ id: listId }).catch((e: TRPCError) => e.code),
      other.caller.auth
        .updateProfile({
          id: owner.userId,
          first_name: 'Взлом',
          last_name: 'Чужой',
          phone: '79180000000',
          company: '',
        })
        .catch((e: TRPCError) => e.code),
    ]);
    for (const code of refusals) expect(['NOT_FOUND', 'FORBIDDEN']).toContain(code);
    expect((await other.caller.orders.mine()).length).toBe(0);
    expect((await other.caller.savedLists.mine()).length).toBe(0);
    expect((await owner.caller.orders.byId({ id: order.id })).id).toBe(order.id);
  });
});
