// The spec's order JSON for REST clients (section 3): roubles, and items with
// a nested part. Web clients get kopecks through tRPC instead.
import type { OrderDto } from '@shop/api';

const roubles = (kopecks: number) => kopecks / 100;

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
    items: order.items.map((item) => ({
      partId: item.partId,
      quantity: item.quantity,
      price: roubles(item.unitPriceKopecks),
      reservedQuantity: item.reservedQuantity,
      toOrderQuantity: item.toOrderQuantity,
      part: { name: item.name, partNumber: item.partNumber, price: roubles(item.unitPriceKopecks) },
    })),
  };
}
