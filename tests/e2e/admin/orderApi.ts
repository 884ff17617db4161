// Test data for the admin order journeys, made through the public REST API as the demo buyer.
import { expect, type APIRequestContext } from '@playwright/test';
import { SAMPLE_BUYER } from '@shop/schemas/testing';
import { ADMIN, BUYER } from '../support/signIn';

export interface Part {
  id: number;
  name: string;
  partNumber: string;
  availability: number;
}

/** A bearer token from the REST login (the demo buyer's unless told). */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string } = BUYER,
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

const buyerToken = (request: APIRequestContext) => tokenOf(request, BUYER);
export const adminToken = (request: APIRequestContext) => tokenOf(request, ADMIN);

/** The demo buyer's payer 'ООО «Мотосервис Плюс»' (saved once), for invoices. */
export async function buyerPayerId(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await buyerToken(request)}` };
  const listed = await request.get('/trpc/auth.payers.list', { headers });
  const payers = ((await listed.json()) as { result: { data: Array<{ id: number; name: string }> } }).result
    .data;
  const known = payers.find((payer) => payer.name === SAMPLE_BUYER.name);
  if (known) return known.id;
  const saved = await request.post('/trpc/auth.payers.save', { headers, data: { details: SAMPLE_BUYER } });
  expect(saved.ok()).toBe(true);
  return ((await saved.json()) as { result: { data: { id: number } } }).result.data.id;
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
  /** The invoice's payer (one of the buyer's). */
  payerId?: number,
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
      ...(payerId && { payer_id: payerId }),
    },
  });
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { orderId: number; orderNumber: string };
  return { id: order.orderId, orderNumber: order.orderNumber };
}
