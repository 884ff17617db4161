// Test data for the admin order journeys, made through the public REST API as the demo buyer.
import { expect, type APIRequestContext } from '@playwright/test';
import { BUYER } from '../support/signIn';

export interface Part {
  id: number;
  name: string;
  partNumber: string;
  availability: number;
}

export async function partsById(request: APIRequestContext): Promise<Map<number, Part>> {
  const response = await request.get('/api/parts-data');
  expect(response.ok()).toBe(true);
  const { parts } = (await response.json()) as { parts: Part[] };
  return new Map(parts.map((part) => [part.id, part]));
}

/** Parts well down the catalogue, in stock, that other journeys do not touch. */
export async function stockedParts(request: APIRequestContext, count: number): Promise<Part[]> {
  const parts = [...(await partsById(request)).values()].filter((part) => part.availability >= 20);
  return parts.slice(200, 200 + count);
}

export async function placeOrderAsBuyer(
  request: APIRequestContext,
  items: { partId: number; quantity: number }[],
): Promise<{ id: number; orderNumber: string }> {
  const login = await request.post('/api/auth/login', { data: BUYER });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      delivery_method: 'courier',
      payment_method: 'invoice',
      city: 'Краснодар',
      delivery_address: 'ул. Уральская, д. 10',
      comments: 'Позвонить за час',
      items,
    },
  });
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { orderId: number; orderNumber: string };
  return { id: order.orderId, orderNumber: order.orderNumber };
}
