import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('builds sections from the path and gives the home page none', () => {
    expect(breadcrumbTrail('/')).toBeNull();
    expect(breadcrumbTrail('/catalog')).toEqual([
      { label: 'home', to: '/' },
      { label: 'catalog', to: '/catalog' },
    ]);
    expect(breadcrumbTrail('/no-such-page')).toBeNull();
  });

  it('shows the id of a detail page until the page names it', () => {
    const trail = breadcrumbTrail('/admin/orders/42');
    expect(trail).toEqual([
      { label: 'home', to: '/' },
      { label: 'admin', to: '/admin' },
      { label: 'adminOrders', to: '/admin/orders' },
      { label: 'order', to: null, id: '42' },
    ]);
  });

  it("puts the page's own name (the order number) in place of the id", () => {
    expect(breadcrumbTrail('/admin/orders/42', 'ORD-2026-000042')?.at(-1)).toEqual({
      label: 'order',
      to: null,
      id: 'ORD-2026-000042',
    });
    expect(breadcrumbTrail('/admin/users/7', 'Иван Петров')?.at(-1)).toEqual({
      label: 'named',
      to: null,
      id: 'Иван Петров',
    });
    expect(breadcrumbTrail('/product/5', 'Ремень вариатора')).toEqual([
      { label: 'home', to: '/' },
      { label: 'catalog', to: '/catalog' },
      { label: 'named', to: null, id: 'Ремень вариатора' },
    ]);
  });

  it('leaves section crumbs and unknown paths alone when given a name', () => {
    expect(breadcrumbTrail('/admin/orders', 'ORD-2026-000042')).toEqual(breadcrumbTrail('/admin/orders'));
    expect(breadcrumbTrail('/admin/orders/42/extra', 'ORD-2026-000042')).toBeNull();
  });
});
