import { describe, expect, it } from 'vitest';
import { draftOf, draftTotalKopecks, editInputOf, withoutLine, withQuantity } from './orderDraft';

const order = {
  status: 'processing',
  city: 'Краснодар',
  deliveryAddress: 'ул. Красная, 1',
  comments: '',
  items: [
    { partId: 1, partNumber: 'A-1', name: 'Ремень', unitPriceKopecks: 150_050, quantity: 2 },
    { partId: 2, partNumber: 'B-2', name: 'Свеча', unitPriceKopecks: 33_333, quantity: 3 },
  ],
};

describe('order edit draft', () => {
  it('recalculates the total in kopecks from the lines', () => {
    const draft = draftOf(order);
    expect(draftTotalKopecks(draft)).toBe(150_050 * 2 + 33_333 * 3);
    expect(draftTotalKopecks(withQuantity(draft, 2, 1))).toBe(150_050 * 2 + 33_333);
  });

  it('never goes below a quantity of 1 and keeps whole units', () => {
    const draft = draftOf(order);
    expect(withQuantity(draft, 1, 0).items[0]?.quantity).toBe(1);
    expect(withQuantity(draft, 1, -5).items[0]?.quantity).toBe(1);
    expect(withQuantity(draft, 1, 4.7).items[0]?.quantity).toBe(4);
  });

  it('removes a line and sends only part ids and quantities of what is left', () => {
    const draft = withoutLine(withQuantity(draftOf(order), 2, 5), 1);
    expect(editInputOf(9, draft)).toEqual({
      id: 9,
      status: 'processing',
      city: 'Краснодар',
      deliveryAddress: 'ул. Красная, 1',
      comments: '',
      items: [{ partId: 2, quantity: 5 }],
    });
  });
});
