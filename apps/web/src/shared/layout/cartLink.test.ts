import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartLinkTarget } from './cartLink';

describe('cartLinkTarget', () => {
  it('sends visitors to the login page', () => {
    expect(cartLinkTarget(false, '/catalog', '?q=ремень')).toBe('/login');
  });

  it('opens the panel on the current page', () => {
    expect(cartLinkTarget(true, '/orders')).toEqual({ pathname: '/orders', search: '?cart=open' });
  });

  it("keeps the page's own query, such as the catalogue's search and page", () => {
    expect(cartLinkTarget(true, '/catalog', '?q=%D1%80%D0%B5%D0%BC%D0%B5%D0%BD%D1%8C&page=2')).toEqual({
      pathname: '/catalog',
      search: '?q=%D1%80%D0%B5%D0%BC%D0%B5%D0%BD%D1%8C&page=2&cart=open',
    });
    expect(cartLinkTarget(true, '/', '?cart=open&new=1')).toEqual({
      pathname: '/',
      search: '?cart=open&new=1',
    });
  });
});

describe('cartBadgeText', () => {
  it('caps the count at 99+', () => {
    expect(cartBadgeText(0)).toBeUndefined();
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(100)).toBe('99+');
  });
});
