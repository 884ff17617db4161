// The parts the quick-order journey pastes, put into the running shop through
// the admin's price-list import (the same procedure as `catalog:import`).
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../support/signIn';

export const QUICK_PARTS = [
  { article: 'MP-QO-1000', name: 'Ремень вариатора QO', price: '200', availability: '40' },
  { article: 'CH-125-004', name: 'Свеча зажигания QO', price: '150', availability: '50' },
  { article: 'SEE-QO-3300', name: 'Фильтр воздушный QO', price: '80', availability: '100' },
  { article: '5GH-QO-0100', name: 'Колодки передние QO', price: '450', availability: '20' },
  { article: '5GH-QO-0101', name: 'Колодки задние QO', price: '470', availability: '20' },
  { article: 'MP-QO-5512', name: 'Ролики вариатора QO', price: '300', availability: '2' },
  { article: 'LP-QO-7781', name: 'Карбюратор QO', price: '2500', availability: '0' },
  { article: 'QO-ALONE-1', name: 'Сальник QO', price: '60', availability: '9' },
  { article: 'LP-QO-2000', name: 'Трос газа QO', price: '120', availability: '9' },
] as const;

export type QuickArticle = (typeof QUICK_PARTS)[number]['article'];

export const nameOf = (article: QuickArticle) => QUICK_PARTS.find((p) => p.article === article)!.name;

/** Imports (or updates) the parts; safe to run again. */
export async function importQuickParts(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const rows = QUICK_PARTS.map((part, i) => ({ row: i + 2, ...part, category: 'engine', brand: 'Lipai' }));
  const response = await request.post('/trpc/admin.catalog.importParts', {
    headers: { authorization: `Bearer ${token}` },
    data: { rows },
  });
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: { data: { report: Array<{ status: string }> } } };
  expect(result.data.report.filter((r) => r.status === 'error')).toEqual([]);
}
