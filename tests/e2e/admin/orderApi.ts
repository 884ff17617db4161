// Test data for the admin order journeys, made through the public REST API as the demo buyer.
import { expect, type APIRequestContext } from '@playwright/test';
import { BUYER } from '../support/signIn';

export interface Part {
  id: number;
  name: string;
  partNumber: string;
  availability: number;
}

/** The demo buyer's bearer token from the REST login. */
async function buyerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: BUYER });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The whole catalogue as the buyer sees it (the price list is for signed-in accounts). */
export async function partsById(request: APIRequestContext): Promise<Map<number, Part>> {
  const response = await request.get('/api/parts-data', {
    headers: { authorization: `Bearer ${await buyerToken(request)}` },
  });
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
  const response = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${await buyerToken(request)}` },
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
