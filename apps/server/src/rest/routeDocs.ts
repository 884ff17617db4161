// What the OpenAPI document says about each /api/* route. Request bodies are
// the procedures' own zod schemas; validation stays in the procedures. A route
// missing here is missing from the document, and the OpenAPI test fails.
import {
  availabilityUpdateInput,
  contactMessageInput,
  createOrderInput,
  forgotPasswordInput,
  loginInput,
  profileUpdateInput,
  quickOrderResolveInput,
  registrationInput,
  resetLinkInput,
  resetPasswordInput,
  saveListInput,
  adminOrderEditInput,
  adminOrderStatusInput,
  userStatusInput,
  z,
} from '@shop/schemas';
import * as s from './docSchemas';
import { adminCatalogRouteDocs } from './adminCatalogDocs';

export interface RouteDoc {
  summary: string;
  tag: 'Авторизация' | 'Каталог' | 'Заказы' | 'Списки' | 'Почта' | 'Администрирование';
  access: 'public' | 'user' | 'admin';
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  response?: z.ZodType;
  status?: number;
}

const orderBody = z.object({
  ...createOrderInput.shape,
  idempotencyKey: createOrderInput.shape.idempotencyKey.optional(),
  order_number: z.string().optional().describe('Ключ идемпотентности: повтор вернёт тот же заказ'),
});

export const routeDocs: Record<string, RouteDoc> = {
  'GET /api/parts-data': {
    summary: 'Весь каталог с оптовыми ценами (ETag, 304, сжатие)',
    tag: 'Каталог',
    access: 'user',
    querystring: z.object({ refresh: z.string().optional(), t: z.string().optional() }),
    response: s.partsData,
  },
  'POST /api/parts/update-availability': {
    summary: 'Остатки со склада',
    tag: 'Каталог',
    access: 'admin',
    body: availabilityUpdateInput,
  },
  'POST /api/send-email': {
    summary: 'Сообщение с формы обратной связи или письмо о заказе',
    tag: 'Почта',
    access: 'public',
    body: contactMessageInput,
  },
  'POST /api/email/send': {
    summary: 'Письмо от администратора',
    tag: 'Почта',
    access: 'admin',
    body: z.object({ to: z.email(), subject: z.string(), html: z.string() }),
    response: s.okBody,
  },
  'POST /api/auth/login': {
    summary: 'Вход: профиль и bearer-токен',
    tag: 'Авторизация',
    access: 'public',
    body: loginInput,
    response: s.loginResponse,
  },
  'POST /api/auth/register': {
    summary: 'Регистрация',
    tag: 'Авторизация',
    access: 'public',
    body: registrationInput,
    status: 201,
  },
  'POST /api/auth/logout': { summary: 'Выход', tag: 'Авторизация', access: 'public', response: s.okBody },
  'POST /api/auth/forgot-password': {
    summary: 'Письмо со ссылкой для сброса пароля',
    tag: 'Авторизация',
    access: 'public',
    body: forgotPasswordInput,
  },
  'POST /api/auth/verify-reset-token': {
    summary: 'Проверка ссылки сброса',
    tag: 'Авторизация',
    access: 'public',
    body: resetLinkInput,
  },
  'POST /api/auth/reset-password': {
    summary: 'Новый пароль',
    tag: 'Авторизация',
    access: 'public',
    body: resetPasswordInput,
  },
  'PUT /api/users/:id': {
    summary: 'Изменение своего профиля',
    tag: 'Авторизация',
    access: 'user',
    params: s.idParam,
    body: profileUpdateInput,
  },
  'POST /api/orders': {
    summary: 'Оформление заказа',
    tag: 'Заказы',
    access: 'user',
    body: orderBody,
    response: s.order.extend({ orderId: z.number() }),
    status: 201,
  },
  'GET /api/users/:id/orders': {
    summary: 'Мои заказы',
    tag: 'Заказы',
    access: 'user',
    params: s.idParam,
    response: z.array(s.order),
  },
  'GET /api/orders/:id': {
    summary: 'Один заказ (свой; администратору — любой)',
    tag: 'Заказы',
    access: 'user',
    params: s.idParam,
    response: s.order,
  },
  'POST /api/quick-order/resolve': {
    summary: 'Быстрый заказ: список артикулов с количеством → найденные запчасти',
    tag: 'Заказы',
    access: 'user',
    body: quickOrderResolveInput,
    response: s.quickOrderResult,
  },
  'POST /api/users/:userId/saved-lists': {
    summary: 'Сохранить список',
    tag: 'Списки',
    access: 'user',
    params: s.userIdParam,
    body: saveListInput,
    response: z.object({ id: z.number() }),
    status: 201,
  },
  'GET /api/users/:userId/saved-lists': {
    summary: 'Мои списки',
    tag: 'Списки',
    access: 'user',
    params: s.userIdParam,
    response: z.array(s.savedList),
  },
  'GET /api/admin/orders': {
    summary: 'Все заказы (или заказы одного пользователя)',
    tag: 'Администрирование',
    access: 'admin',
    querystring: z.object({ userId: z.string().optional(), search: z.string().optional() }),
    response: z.array(s.adminOrderRow),
  },
  'GET /api/admin/orders/:id': {
    summary: 'Заказ с историей статусов',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    response: s.order,
  },
  'PUT /api/admin/orders/:id': {
    summary: 'Изменение заказа',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    body: adminOrderEditInput.omit({ id: true }),
    response: s.order,
  },
  'PUT /api/admin/orders/:id/status': {
    summary: 'Статус заказа',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    body: adminOrderStatusInput.omit({ id: true }),
    response: s.order,
  },
  'DELETE /api/admin/orders/:id': {
    summary: 'Удаление заказа',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    response: s.okBody,
  },
  'GET /api/admin/users': {
    summary: 'Пользователи',
    tag: 'Администрирование',
    access: 'admin',
    response: z.array(s.adminUser),
  },
  'GET /api/admin/users/:id': {
    summary: 'Пользователь с заказами',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    response: s.adminUser,
  },
  'POST /api/admin/users/:id/toggle-status': {
    summary: 'Блокировка и активация',
    tag: 'Администрирование',
    access: 'admin',
    params: s.idParam,
    body: userStatusInput.omit({ id: true }),
    response: s.adminUser,
  },
  ...adminCatalogRouteDocs,
};
