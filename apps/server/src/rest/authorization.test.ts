// The role table of spec section 6 over every REST route Fastify registered:
// each route's access comes from its entry in the route table, and a route
// registered outside the table fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { registeredApiRoutes, routeKey } from '../plugins/openapi';
import { restRoutes } from './routes';
import type { Access } from './table';
import { createTestApp } from '../testing/testApp';

type Role = 'visitor' | 'inactive' | 'buyer' | 'other' | 'admin';
type Want = 'ok' | 401 | 403 | 404;

/** Who may call each route, as its table entry declares it: the test holds the running server to it. */
const ACCESS: Record<string, Access> = Object.fromEntries(
  restRoutes.map((entry) => [routeKey(entry.method, entry.path), entry.access]),
);

const TABLE: Record<Access, Record<Role, Want>> = {
  public: { visitor: 'ok', inactive: 'ok', buyer: 'ok', other: 'ok', admin: 'ok' },
  authed: { visitor: 401, inactive: 401, buyer: 'ok', other: 'ok', admin: 'ok' },
  admin: { visitor: 401, inactive: 401, buyer: 403, other: 403, admin: 'ok' },
  // The path names the buyer: only that buyer (an admin manages users through /api/admin).
  ownPath: { visitor: 401, inactive: 401, buyer: 'ok', other: 403, admin: 403 },
  // The buyer's order: its owner and the admin see it; another buyer is told it does not exist.
  ownOrder: { visitor: 401, inactive: 401, buyer: 'ok', other: 404, admin: 'ok' },
};

describe.each(testDbKinds())('[AUTHZ][REST] every /api route by role on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Partial<Record<Role, number>> = {};
  let orderId = 0;
  const headersAs = async (role: Role): Promise<Record<string, string>> =>
    role === 'visitor'
      ? {}
      : { authorization: `Bearer ${(await t.deps.lucia.createSession(ids[role]!, {})).id}` };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['inactive', 'buyer', 'other', 'admin'] as const) {
      ids[role] = await ensureActiveUser(t.db, {
        email: `${role}@example.ru`,
        password: 'secret123',
        role: role === 'admin' ? 'admin' : 'user',
        firstName: 'Иван',
        lastName: 'Петров',
      });
    }
    await t.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', ids.inactive!).execute();
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    const part = await t.db
      .insertInto('parts')
      .values({
        name: 'Свеча',
        category_id: 'engine',
        part_number: 'SP-1',
        brand: 'NGK',
        price: 10_000,
        retail_price: null,
        availability: 50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await headersAs('buyer'),
      payload: {
        payment_method: 'invoice',
        delivery_method: 'pickup',
        items: [{ partId: part.id, quantity: 1 }],
      },
    });
    orderId = created.json().orderId;
  });
  afterAll(() => t.close());

  /** Real ids where ownership matters; a missing id for admin paths (404 still proves access). */
  const urlFor = (route: string) => {
    const url = route.split(' ')[1]!;
    if (url.startsWith('/api/users/')) return url.replace(/\{\w+\}/, String(ids.buyer));
    if (url.startsWith('/api/orders/')) return url.replace('{id}', String(orderId));
    return url.replace('{id}', '999999');
  };

  /** A valid body where the procedure validates before it checks the owner. */
  const payloadFor = (route: string) =>
    route === 'PUT /api/users/{id}'
      ? { first_name: 'Иван', last_name: 'Петров', phone: '+7 (918) 123-45-67', company: 'ООО «Мото»' }
      : {};

  it('registers exactly the routes of the table', () => {
    const routes = registeredApiRoutes(t.app);
    expect(routes.filter((r) => !(r in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it.each(['visitor', 'inactive', 'buyer', 'other', 'admin'] as Role[])(
    'answers the %s per the role table',
    async (role) => {
      const mismatches: string[] = [];
      for (const route of registeredApiRoutes(t.app)) {
        const method = route.split(' ')[0] as 'GET';
        const res = await t.app.inject({
          method,
          url: urlFor(route),
          headers: await headersAs(role),
          ...(method === 'GET' ? {} : { payload: payloadFor(route) }),
        });
        const want = TABLE[ACCESS[route]!][role];
        const fine =
          want === 'ok'
            ? ![401, 403].includes(res.statusCode) && res.statusCode < 500
            : res.statusCode === want;
        if (!fine) mismatches.push(`${route}: ${res.statusCode}, expected ${want}`);
        if (res.statusCode >= 400) expect(res.json().message, route).toMatch(/[А-Яа-яЁё]/);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
