// The /api/* answers that differ from their procedure's output (the spec's
// field names, roubles): the document describes them with these shapes, and
// the tests hold every answer to them (testing/documentedResponses.ts).
import {
  adminOrderOutput,
  adminOrdersListOutput,
  adminUserDetailOutput,
  adminUserOutput,
  idText,
  quickOrderMatchKinds,
  z,
} from '@shop/schemas';

const id = z.number().int();
const isoDate = z.string().describe('ISO 8601');

export const errorBody = z
  .object({
    message: z.string().describe('Текст ошибки на русском, например «Требуется авторизация»'),
    fieldErrors: z.record(z.string(), z.string()).optional().describe('Поле → сообщение (ошибки проверки)'),
  })
  .describe('Ошибка');

/** POST /api/send-email: the contact message stored, or the order mail confirmed. */
export const mailSent = z.object({
  success: z.literal(true),
  orderNumber: z.string().optional().describe('Номер заказа, если это письмо о заказе'),
  message: z.string(),
});

export const order = z.object({
  id,
  userId: id,
  name: z.string().nullable(),
  orderNumber: z.string(),
  status: z.string(),
  totalPrice: z.number().describe('Рубли'),
  createdAt: isoDate,
  updatedAt: isoDate,
  deliveryMethod: z.string(),
  paymentMethod: z.string(),
  city: z.string(),
  deliveryAddress: z.string(),
  comments: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  company: z.string().nullable(),
  items: z.array(
    z.object({
      partId: id,
      quantity: z.number().int(),
      price: z.number(),
      reservedQuantity: z.number().int(),
      toOrderQuantity: z.number().int(),
      part: z.object({ name: z.string(), partNumber: z.string(), price: z.number() }),
    }),
  ),
});

/** The admin list's order: the procedure's row with the spec's money and lines (json.ts adminOrderRowJson). */
export const adminOrder = adminOrdersListOutput.shape.orders.element
  .omit({ totalKopecks: true, items: true })
  .extend({ totalPrice: order.shape.totalPrice, items: order.shape.items });

/** The spec's admin view of a user: the procedure's output without the web client's `state` (json.ts). */
export const adminUser = adminUserOutput
  .omit({ state: true, companyAccount: true, companyRole: true })
  .extend({
    company: z.object({ id, name: z.string() }).describe('Компания-покупатель (учетная запись компании)'),
  });

export const adminUserWithOrders = adminUserDetailOutput
  .omit({ state: true, companyAccount: true, companyRole: true })
  .extend({
    company: adminUser.shape.company,
    orders: z.array(
      order.pick({ id: true, orderNumber: true, createdAt: true, totalPrice: true, status: true }),
    ),
  });

/** GET /api/admin/orders/:id: the spec's Order with the procedure's status history. */
export const adminOrderDetail = order.extend({ history: adminOrderOutput.shape.history });

export const savedList = z.object({
  id,
  name: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  items: z.array(z.object({ partId: id, quantity: z.number().int(), part: z.object({}).loose() })),
});

const quickOrderPart = z.object({
  id,
  partNumber: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number().describe('Рубли'),
  availability: z.number().int(),
});

export const quickOrderResult = z.object({
  lines: z.array(
    z.object({
      input: z.string().describe('Строка списка, как её ввели'),
      status: z
        .enum(['found', 'corrected', 'ambiguous', 'not_found', 'out_of_stock', 'partial'])
        .describe(
          'found — найдено; corrected — найдено после исправления (регистр, пробелы и дефисы, раскладка); ' +
            'ambiguous — несколько вариантов (candidates); not_found — не найдено; ' +
            'out_of_stock — нет в наличии; partial — в наличии меньше, чем нужно',
        ),
      quantity: z.number().int().describe('Количество; у объединённых повторов — сумма'),
      part: quickOrderPart.nullable(),
      rows: z.array(z.number().int()).describe('Номера строк списка (несколько — повторы объединены)'),
      match: z
        .enum(quickOrderMatchKinds)
        .nullable()
        .describe('transposed — две соседние буквы или цифры переставлены: только предлагается (ambiguous)'),
      inStock: z.number().int().describe('Сколько есть на складе из нужного'),
      toOrder: z.number().int().describe('Сколько пойдёт «под заказ»'),
      candidates: z.array(quickOrderPart).describe('Варианты для ambiguous'),
    }),
  ),
  positions: z.number().int().describe('Строк с найденной запчастью'),
  units: z.number().int(),
  total: z.number().describe('Рубли, по сегодняшним ценам'),
});

export const idParam = z.object({ id: idText.describe('Числовой идентификатор, от 1') });
export const userIdParam = z.object({ userId: idText.describe('Id пользователя (только свой)') });

const periodFigures = {
  revenue: z.number().describe('Выручка в рублях: сумма заказов, кроме отменённых'),
  orders: z.number().int().describe('Заказы, кроме отменённых'),
  averageOrder: z.number().describe('Средний чек в рублях'),
  newClients: z.number().int().describe('Новые клиенты: регистрации покупателей'),
  cancelledOrders: z.number().int(),
};
const change = z.number().int().nullable().describe('Изменение к прошлому периоду, %; null, если там был 0');

export const dashboardFigures = z.object({
  days: z.number().int(),
  from: z.string().describe('Первый день периода, ГГГГ-ММ-ДД (московское время)'),
  to: z.string().describe('Последний день периода (сегодня)'),
  ...periodFigures,
  previous: z
    .object({ from: z.string(), to: z.string(), ...periodFigures })
    .describe('Предыдущий период той же длины'),
  changePercent: z.object({ revenue: change, orders: change, averageOrder: change, newClients: change }),
});
