import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromSearch, searchWithFilters, type CatalogFilters } from './catalogUrl';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));
const write = (search: string, filters: CatalogFilters) =>
  searchWithFilters(new URLSearchParams(search), filters).toString();

describe('catalogue filters in the address', () => {
  it('reads search, category, brand, new-only and page', () => {
    expect(read('?q=%D1%80%D0%B5%D0%BC%D0%B5%D0%BD%D1%8C&category=belts&brand=Sheng-E&new=1&page=2')).toEqual(
      {
        query: 'ремень',
        categoryId: 'belts',
        brand: 'Sheng-E',
        newOnly: true,
        page: 2,
      },
    );
    expect(read('q=ремень+привода')).toMatchObject({ query: 'ремень привода' });
  });

  it('reads a plain address as the whole catalogue', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(read('?cart=open')).toEqual(DEFAULT_FILTERS);
  });

  it('reads a malformed or out-of-range value as its default or limit', () => {
    expect(read('?page=0').page).toBe(1);
    expect(read('?page=-3').page).toBe(1);
    expect(read('?page=2.5').page).toBe(1);
    expect(read('?page=abc').page).toBe(1);
    expect(read('?page=99999999').page).toBe(100_000);
    expect(read('?new=yes').newOnly).toBe(false);
    expect(read('?category=%20%20').categoryId).toBeNull();
    expect(read('?brand=%20').brand).toBeNull();
    expect(read(`?brand=${'b'.repeat(150)}`).brand).toHaveLength(100);
    expect(read(`?q=${'а'.repeat(150)}`).query).toHaveLength(100);
    expect(read('?q=%20%20ремень%20').query).toBe('ремень');
  });

  it('writes only what differs from the defaults', () => {
    expect(write('', DEFAULT_FILTERS)).toBe('');
    expect(
      write('', { query: ' ремень ', categoryId: 'belts', brand: 'Sheng-E', newOnly: true, page: 2 }),
    ).toBe('q=%D1%80%D0%B5%D0%BC%D0%B5%D0%BD%D1%8C&category=belts&brand=Sheng-E&new=1&page=2');
    expect(write('?q=ремень&category=belts&brand=Lipai&new=1&page=2', DEFAULT_FILTERS)).toBe('');
  });

  it('keeps parameters that are not the catalogue’s, such as the open cart', () => {
    expect(write('?cart=open', { ...DEFAULT_FILTERS, page: 3 })).toBe('cart=open&page=3');
    expect(write('?cart=open&page=3&utm_source=mail', DEFAULT_FILTERS)).toBe('cart=open&utm_source=mail');
  });

  it('round-trips: what is written reads back the same', () => {
    const filters: CatalogFilters = {
      query: 'a&b=c #1 + 50%',
      categoryId: 'двигатель',
      brand: 'Sheng-E & Co',
      newOnly: false,
      page: 7,
    };
    expect(filtersFromSearch(searchWithFilters(new URLSearchParams('cart=open'), filters))).toEqual(filters);
  });
});
