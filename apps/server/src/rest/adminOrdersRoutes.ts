// REST paths of spec section 7 "Admin" for orders. Non-admins get 401/403 from
// the procedures themselves.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { objectBody, pathParam, restRoute } from './adapter';
import { orderJson } from './orderJson';

type Body = Record<string, unknown>;

export function registerAdminOrdersRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'GET', '/api/admin/orders', async (caller, request) => {
    const query = request.query as Record<string, string | undefined>;
    const page = await caller.admin.orders.list({
      userId: query.userId,
      search: query.search ?? '',
      status: query.status as never,
      from: query.from,
      to: query.to,
      pageSize: 1000,
    });
    return page.orders.map(({ totalKopecks, ...order }) => ({ ...order, totalPrice: totalKopecks / 100 }));
  });
  restRoute(app, deps, 'GET', '/api/admin/orders/:id', async (caller, request) => {
    const order = await caller.admin.orders.byId({ id: pathParam(request) });
    return { ...orderJson(order), history: order.history };
  });
  restRoute(app, deps, 'PUT', '/api/admin/orders/:id', async (caller, request) => {
    const body = objectBody(request);
    const input = {
      id: pathParam(request),
      status: body.status,
      city: body.city,
      deliveryAddress: body.deliveryAddress ?? body.delivery_address,
      comments: body.comments,
      items: Array.isArray(body.items)
        ? body.items.map((item: Body) => ({ partId: item?.partId, quantity: item?.quantity }))
        : body.items,
    } as Parameters<typeof caller.admin.orders.update>[0];
    return orderJson(await caller.admin.orders.update(input));
  });
  restRoute(app, deps, 'PUT', '/api/admin/orders/:id/status', async (caller, request) =>
    orderJson(
      await caller.admin.orders.setStatus({
        id: pathParam(request),
        status: objectBody(request).status as Parameters<typeof caller.admin.orders.setStatus>[0]['status'],
      }),
    ),
  );
  restRoute(app, deps, 'DELETE', '/api/admin/orders/:id', (caller, request) =>
    caller.admin.orders.delete({ id: pathParam(request) }),
  );
}
