// Buyers' orders, saved lists and the quick order (spec section 7). A path that
// names a user is the caller's own (access 'ownPath').
import { AppError } from '@shop/api';
import { t } from '@shop/i18n';
import {
  createOrderInput,
  quickOrderFileInput,
  quickOrderFileOutput,
  quickOrderResolveInput,
  saveListInput,
  z,
} from '@shop/schemas';
import { QUICK_ORDER_MAX_FILE_BYTES } from '@shop/schemas/limits';
import * as s from '../docSchemas';
import { approvalPending } from '../companyJson';
import { orderJson, quickOrderJson, savedListJson } from '../json';
import { orderInputFromPayload } from '../orderPayload';
import { route } from '../table';

const orderBody = z.object({
  ...createOrderInput.shape,
  idempotencyKey: createOrderInput.shape.idempotencyKey.optional(),
  order_number: z.string().optional().describe('Ключ идемпотентности: повтор вернёт тот же заказ'),
});

/** The buyer's choice of columns from the query: numbers as numbers, anything else for the schema to refuse. */
function columnsOf(query: Record<string, string | undefined>) {
  if (query.article === undefined) return undefined;
  const column = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);
  return {
    article: column(query.article),
    quantity: query.quantity === undefined || query.quantity === '' ? null : column(query.quantity),
  };
}

export const ordersRoutes = [
  route({
    method: 'POST',
    path: '/api/orders',
    summary: 'Оформление заказа',
    tag: 'Заказы',
    access: 'authed',
    body: orderBody,
    response: s.order.extend({ orderId: z.number() }),
    status: 201,
    alsoAnswers: {
      202: {
        description:
          'Сумма превышает месячный лимит закупщика: заказ не оформлен, создана заявка на согласование',
        body: approvalPending,
      },
    },
    procedure: (c) => c.orders.submit,
    input: ({ body, ctx, header }) => {
      // Old clients name the buyer in the body: it can only be the caller.
      if (body.userId !== undefined && ctx.user && String(body.userId) !== String(ctx.user.id))
        throw new AppError('FORBIDDEN');
      return orderInputFromPayload(body, header('idempotency-key'));
    },
    send: (out, _request, reply) =>
      out.kind === 'approval'
        ? reply.status(202).send({ approvalId: out.approvalId, status: out.status })
        : reply.status(201).send({ ...orderJson(out.order), orderId: out.order.id }),
  }),
  route({
    method: 'GET',
    path: '/api/users/:id/orders',
    summary: 'Мои заказы',
    tag: 'Заказы',
    access: 'ownPath',
    params: s.idParam,
    response: z.array(s.order),
    procedure: (c) => c.orders.mine,
    output: (orders) => orders.map(orderJson),
  }),
  route({
    method: 'GET',
    path: '/api/orders/:id',
    summary: 'Один заказ (свой; администратору — любой)',
    tag: 'Заказы',
    access: 'ownOrder',
    params: s.idParam,
    response: s.order,
    procedure: (c) => c.orders.byId,
    input: ({ params }) => ({ id: params.id }),
    output: orderJson,
  }),
  route({
    method: 'POST',
    path: '/api/quick-order/resolve',
    summary: 'Быстрый заказ: список артикулов с количеством → найденные запчасти',
    tag: 'Заказы',
    access: 'authed',
    body: quickOrderResolveInput,
    response: s.quickOrderResult,
    procedure: (c) => c.orders.quickOrder.resolve,
    input: ({ body }) => body,
    output: quickOrderJson,
  }),
  route({
    method: 'POST',
    path: '/api/quick-order/file',
    summary:
      'Быстрый заказ из файла: тело — CSV или XLSX до 2 МБ (или JSON с contentBase64) → список или выбор столбцов',
    tag: 'Заказы',
    access: 'authed',
    query: z.object({
      article: z.string().optional().describe('Столбец артикула (с 0), если заголовки не узнаны'),
      quantity: z.string().optional().describe('Столбец количества (с 0); пусто — по 1 шт.'),
    }),
    body: quickOrderFileInput,
    response: quickOrderFileOutput,
    upload: {
      maxBytes: QUICK_ORDER_MAX_FILE_BYTES,
      tooLarge: () =>
        t('quickOrder:errors.fileTooLarge', { maxMb: QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024 }),
    },
    procedure: (c) => c.orders.quickOrder.readFile,
    input: ({ query, body }) => ({
      content: body.content,
      contentBase64: body.contentBase64,
      columns: columnsOf(query) ?? body.columns,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/users/:userId/saved-lists',
    summary: 'Сохранить список',
    tag: 'Списки',
    access: 'ownPath',
    params: s.userIdParam,
    body: saveListInput,
    status: 201,
    procedure: (c) => c.savedLists.create,
    input: ({ body }) => ({ name: body.name, items: body.items }),
  }),
  route({
    method: 'GET',
    path: '/api/users/:userId/saved-lists',
    summary: 'Мои списки',
    tag: 'Списки',
    access: 'ownPath',
    params: s.userIdParam,
    response: z.array(s.savedList),
    procedure: (c) => c.savedLists.mine,
    output: (lists) => lists.map(savedListJson),
  }),
];
