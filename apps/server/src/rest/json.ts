// The spec's JSON for REST clients (section 3). Inside, money is integer
// kopecks; at this edge it becomes roubles, always through `kopecksToRoubles`,
// so the same order has the same `totalPrice` on every route.
import { kopecksToRoubles as roubles, type OrderDto, type OrderItemDto } from '@shop/api';
import type { Caller } from './table';

export { roubles };

export function orderItemJson(item: OrderItemDto) {
  return {
    partId: item.partId,
    quantity: item.quantity,
    price: roubles(item.unitPriceKopecks),
    reservedQuantity: item.reservedQuantity,
    toOrderQuantity: item.toOrderQuantity,
    part: { name: item.name, partNumber: item.partNumber, price: roubles(item.unitPriceKopecks) },
  };
}

export function orderJson(order: OrderDto) {
  return {
    id: order.id,
    userId: order.userId,
    name: order.name,
    orderNumber: order.orderNumber,
    status: order.status,
    totalPrice: roubles(order.totalKopecks),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    city: order.city,
    deliveryAddress: order.deliveryAddress,
    comments: order.comments,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    company: order.company,
    items: order.items.map(orderItemJson),
  };
}

type AdminOrderRow = Awaited<ReturnType<Caller['admin']['orders']['list']>>['orders'][number];

/** The admin list's row: the order's summary fields and, as the spec's Order, its lines. */
export function adminOrderRowJson({ totalKopecks, items, ...row }: AdminOrderRow) {
  return { ...row, totalPrice: roubles(totalKopecks), items: (items ?? []).map(orderItemJson) };
}

type AdminUser = Awaited<ReturnType<Caller['admin']['users']['list']>>[number];
type AdminUserDetail = Awaited<ReturnType<Caller['admin']['users']['byId']>>;

/** The spec's admin view of a user: its fields exactly (the web client's `state` stays on tRPC). */
export function adminUserJson({ state: _state, companyAccount, companyRole: _role, ...user }: AdminUser) {
  // Issue 34: `company` is the company account ({ id, name }); the registration's text stays on tRPC.
  return { ...user, company: companyAccount };
}

export function adminUserDetailJson({ orders, ...user }: AdminUserDetail) {
  return {
    ...adminUserJson(user),
    orders: orders.map(({ totalKopecks, ...order }) => ({ ...order, totalPrice: roubles(totalKopecks) })),
  };
}

type SavedList = Awaited<ReturnType<Caller['savedLists']['mine']>>[number];

export function savedListJson(list: SavedList) {
  return {
    ...list,
    items: list.items.map(({ part: { priceKopecks, ...part }, ...item }) => ({
      ...item,
      part: { ...part, price: roubles(priceKopecks) },
    })),
  };
}

type Resolved = Awaited<ReturnType<Caller['orders']['quickOrder']['resolve']>>;
type ResolvedPart = NonNullable<Resolved['lines'][number]['part']>;

const quickOrderPartJson = (part: ResolvedPart) => ({
  id: part.id,
  partNumber: part.partNumber,
  name: part.name,
  brand: part.brand,
  price: roubles(part.priceKopecks),
  availability: part.availability,
});

export function quickOrderJson(result: Resolved) {
  return {
    lines: result.lines.map((line) => ({
      input: line.input,
      status: line.status,
      quantity: line.quantity,
      part: line.part && quickOrderPartJson(line.part),
      rows: line.rows,
      match: line.match,
      inStock: line.inStock,
      toOrder: line.toOrder,
      candidates: line.candidates.map(quickOrderPartJson),
    })),
    positions: result.positions,
    units: result.units,
    total: roubles(result.totalKopecks),
  };
}

type DashboardSummary = Awaited<ReturnType<Caller['admin']['dashboard']['summary']>>;

/** GET /api/admin/dashboard: the headline figures of the period and the previous one, money in roubles. */
export function dashboardJson(summary: DashboardSummary) {
  const { revenue, orders, averageOrder, newClients } = summary.figures;
  return {
    days: summary.period.days,
    from: summary.period.from,
    to: summary.period.to,
    revenue: roubles(revenue.current),
    orders: orders.current,
    averageOrder: roubles(averageOrder.current),
    newClients: newClients.current,
    cancelledOrders: summary.cancelled.current,
    previous: {
      from: summary.period.previousFrom,
      to: summary.period.previousTo,
      revenue: roubles(revenue.previous),
      orders: orders.previous,
      averageOrder: roubles(averageOrder.previous),
      newClients: newClients.previous,
      cancelledOrders: summary.cancelled.previous,
    },
    changePercent: {
      revenue: revenue.changePercent,
      orders: orders.changePercent,
      averageOrder: averageOrder.changePercent,
      newClients: newClients.changePercent,
    },
  };
}
