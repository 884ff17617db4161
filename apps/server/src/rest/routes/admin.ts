// The administrator's paths of spec section 7: orders and users.
import {
  adminOrderEditInput,
  adminOrdersListInput,
  adminOrderStatusInput,
  dashboardSummaryInput,
  idText,
  userStatusInput,
  z,
} from '@shop/schemas';
import * as s from '../docSchemas';
import { adminOrderRowJson, adminUserDetailJson, adminUserJson, dashboardJson, orderJson } from '../json';
import { route } from '../table';

const tag = 'Администрирование';
const list = adminOrdersListInput.shape;

export const adminRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/orders',
    summary: 'Все заказы (или заказы одного пользователя) со строками; по умолчанию — весь список',
    tag,
    access: 'admin',
    query: z.object({
      userId: idText.optional(),
      search: list.search.optional(),
      status: list.status,
      from: list.from.describe('С этого дня, ГГГГ-ММ-ДД (время магазина)'),
      to: list.to.describe('По этот день включительно'),
      limit: list.pageSize.unwrap().optional().describe('Сколько заказов (1–1000, по умолчанию 1000)'),
      offset: z.number().int().min(0).optional().describe('Сколько пропустить, кратно limit'),
    }),
    response: z.array(s.adminOrder),
    procedure: (c) => c.admin.orders.list,
    input: ({ query }) => {
      const pageSize = query.limit === undefined ? 1000 : Number(query.limit);
      const offset = query.offset === undefined ? 0 : Number(query.offset);
      return {
        userId: query.userId,
        search: query.search ?? '',
        status: query.status,
        from: query.from,
        to: query.to,
        pageSize,
        page: Math.floor(offset / (pageSize || 1)) + 1,
        withItems: true,
      };
    },
    output: (page) => page.orders.map(adminOrderRowJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/orders/:id',
    summary: 'Заказ с историей статусов',
    tag,
    access: 'admin',
    params: s.idParam,
    response: s.adminOrderDetail,
    procedure: (c) => c.admin.orders.byId,
    input: ({ params }) => ({ id: params.id }),
    output: (order) => ({ ...orderJson(order), history: order.history }),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/orders/:id',
    summary: 'Изменение заказа',
    tag,
    access: 'admin',
    params: s.idParam,
    body: adminOrderEditInput.omit({ id: true }),
    response: s.order,
    procedure: (c) => c.admin.orders.update,
    input: ({ params, body }) => ({
      id: params.id,
      status: body.status,
      city: body.city,
      deliveryAddress: body.deliveryAddress ?? body.delivery_address,
      comments: body.comments,
      items: Array.isArray(body.items)
        ? body.items.map((item: unknown) =>
            typeof item === 'object' && item !== null && 'partId' in item && 'quantity' in item
              ? { partId: item.partId, quantity: item.quantity }
              : item,
          )
        : body.items,
    }),
    output: orderJson,
  }),
  route({
    method: 'PUT',
    path: '/api/admin/orders/:id/status',
    summary: 'Статус заказа',
    tag,
    access: 'admin',
    params: s.idParam,
    body: adminOrderStatusInput.omit({ id: true }),
    response: s.order,
    procedure: (c) => c.admin.orders.setStatus,
    input: ({ params, body }) => ({ id: params.id, status: body.status }),
    output: orderJson,
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/orders/:id',
    summary: 'Удаление заказа',
    tag,
    access: 'admin',
    params: s.idParam,
    procedure: (c) => c.admin.orders.delete,
    input: ({ params }) => ({ id: params.id }),
  }),
  route({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Пользователи',
    tag,
    access: 'admin',
    response: z.array(s.adminUser),
    procedure: (c) => c.admin.users.list,
    output: (users) => users.map(adminUserJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/users/:id',
    summary: 'Пользователь с заказами',
    tag,
    access: 'admin',
    params: s.idParam,
    response: s.adminUserWithOrders,
    procedure: (c) => c.admin.users.byId,
    input: ({ params }) => ({ id: params.id }),
    output: adminUserDetailJson,
  }),
  route({
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary: 'Перевести пользователя в другую компанию',
    tag,
    access: 'admin',
    params: s.idParam,
    body: z.object({ companyId: z.number().int().describe('Id компании') }),
    response: s.adminUser,
    procedure: (c) => c.admin.users.moveToCompany,
    input: ({ params, body }) => ({ userId: params.id, companyId: body.companyId }),
    output: adminUserJson,
  }),
  route({
    method: 'POST',
    path: '/api/admin/users/:id/toggle-status',
    summary: 'Блокировка и активация',
    tag,
    access: 'admin',
    params: s.idParam,
    body: userStatusInput.omit({ id: true }),
    response: s.adminUser,
    procedure: (c) => c.admin.users.setStatus,
    input: ({ params, body }) => ({ id: params.id, status: body.status }),
    output: adminUserJson,
  }),
  route({
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: 'Сводка за период: выручка, заказы, средний чек, новые клиенты',
    tag,
    access: 'admin',
    query: z.object({ days: dashboardSummaryInput.shape.days.describe('Дней в периоде, по умолчанию 30') }),
    response: s.dashboardFigures,
    procedure: (c) => c.admin.dashboard.summary,
    input: ({ query }) => ({ days: query.days }),
    output: dashboardJson,
  }),
];
