import { describe, expect, it } from 'vitest';
import { productJsonLd } from './productJsonLd';

const product = {
  id: 12,
  name: 'Поршень',
  partNumber: '3KJ-11631-00',
  description: 'Оригинал',
  images: ['/media/demo/a.svg'],
  categoryName: 'Двигатель',
  availability: 0,
};

describe('product JSON-LD', () => {
  it('points at /product/{id} with absolute images and no offer for a visitor', () => {
    const data = productJsonLd({ ...product, priceKopecks: null }, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'https://shop.example/product/12',
      image: ['https://shop.example/media/demo/a.svg'],
    });
    expect(data).not.toHaveProperty('offers');
  });

  it('describes the offer in roubles for a signed-in buyer', () => {
    const data = productJsonLd({ ...product, priceKopecks: 123_450 }, 'https://shop.example');
    expect(data.offers).toMatchObject({
      price: '1234.50',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/BackOrder',
    });
  });
});
