import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, paramsFromFilters } from './orderFilters';

describe("'Мои заказы' filters in the address", () => {
  it('reads the search and a known status, and drops an unknown one', () => {
    expect(filtersFromParams(new URLSearchParams('q=MP-6393&status=shipped'))).toEqual({
      search: 'MP-6393',
      status: 'shipped',
    });
    expect(filtersFromParams(new URLSearchParams('status=lost')).status).toBeNull();
  });

  it('writes back only what is set', () => {
    expect(paramsFromFilters({ search: '', status: null }).toString()).toBe('');
    expect(paramsFromFilters({ search: 'ORD-1', status: 'delivered' }).toString()).toBe(
      'q=ORD-1&status=delivered',
    );
    expect(hasFilters({ search: '  ', status: null })).toBe(false);
  });
});
