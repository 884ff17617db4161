// REST paths of spec section 7 for buyers' orders and saved lists. A buyer can
// only name their own user id in a path; anything else is refused.
import type { FastifyInstance } from 'fastify';
import { AppError, type AppDeps, type Context } from '@shop/api';
import { objectBody, pathParam, restRoute } from './adapter';
import { orderJson } from './orderJson';
import { orderInputFromPayload } from './orderPayload';

/** The path names a user: it must be the caller (a visitor gets 401 from the procedure). */
function assertOwnPath(ctx: Context, userIdParam: string): void {
  if (ctx.user && String(ctx.user.id) !== userIdParam) throw new AppError('FORBIDDEN');
}

export function registerOrdersRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(
    app,
    deps,
    'POST',
    '/api/orders',
    async (caller, request, _reply, ctx) => {
      const body = objectBody(request);
      if (body.userId !== undefined && ctx.user && String(body.userId) !== String(ctx.user.id)) {
        throw new AppError('FORBIDDEN');
      }
      const header = request.headers['idempotency-key'];
      const { order } = await caller.orders.create(
        orderInputFromPayload(body, typeof header === 'string' ? header : undefined),
      );
      return { ...orderJson(order), orderId: order.id };
    },
    { successStatus: 201 },
  );
  restRoute(app, deps, 'GET', '/api/users/:id/orders', async (caller, request, _reply, ctx) => {
    assertOwnPath(ctx, pathParam(request));
    return (await caller.orders.mine()).map(orderJson);
  });
  restRoute(app, deps, 'GET', '/api/orders/:id', async (caller, request) =>
    orderJson(await caller.orders.byId({ id: pathParam(request) })),
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/users/:userId/saved-lists',
    async (caller, request, _reply, ctx) => {
      const body = objectBody(request);
      const input = { name: body.name, items: body.items } as Parameters<typeof caller.savedLists.create>[0];
      assertOwnPath(ctx, pathParam(request, 'userId'));
      return caller.savedLists.create(input);
    },
    { successStatus: 201 },
  );
  restRoute(app, deps, 'GET', '/api/users/:userId/saved-lists', async (caller, request, _reply, ctx) => {
    assertOwnPath(ctx, pathParam(request, 'userId'));
    return (await caller.savedLists.mine()).map((list) => ({
      ...list,
      items: list.items.map((item) => ({
        ...item,
        part: { ...item.part, price: item.part.priceKopecks / 100 },
      })),
    }));
  });
}
