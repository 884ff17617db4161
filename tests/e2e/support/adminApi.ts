// What the buyer journeys need an administrator for, done over the REST API
// (its own requests, not the page's cookies): parts made or changed, order statuses.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './signIn';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

export interface NewPart {
  name: string;
  partNumber: string;
  brand?: string;
  price: number;
  availability: number;
}

/** Creates a part (prices in roubles) and returns its id. */
export async function createPart(request: APIRequestContext, part: NewPart): Promise<number> {
  const response = await request.post('/api/admin/parts', {
    headers: await adminHeaders(request),
    data: { category: 'engine', ...part },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function updatePart(
  request: APIRequestContext,
  id: number,
  patch: { price?: number; availability?: number; archived?: boolean },
): Promise<void> {
  const response = await request.put(`/api/admin/parts/${id}`, {
    headers: await adminHeaders(request),
    data: patch,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function setOrderStatus(
  request: APIRequestContext,
  orderId: number,
  status: string,
): Promise<void> {
  const response = await request.put(`/api/admin/orders/${orderId}/status`, {
    headers: await adminHeaders(request),
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
