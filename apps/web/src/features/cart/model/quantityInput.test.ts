import { describe, expect, it } from 'vitest';
import { digitsOnly, quantityFromInput, steppedQuantity } from './quantityInput';

describe('cart quantity input', () => {
  it('keeps only digits while typing', () => {
    expect(digitsOnly('1a2-3,5')).toBe('1235');
    expect(digitsOnly('-')).toBe('');
  });

  it('reads an empty, zero or non-numeric field as 0 so the line is removed', () => {
    expect(quantityFromInput('')).toBe(0);
    expect(quantityFromInput('0')).toBe(0);
    expect(quantityFromInput('abc')).toBe(0);
    expect(quantityFromInput('99999999999999999999')).toBe(0);
  });

  it('reads typed digits as the quantity', () => {
    expect(quantityFromInput('007')).toBe(7);
    expect(quantityFromInput('12 шт')).toBe(12);
  });

  it('never steps below 1 with the buttons', () => {
    expect(steppedQuantity(1, -1)).toBe(1);
    expect(steppedQuantity(3, -1)).toBe(2);
    expect(steppedQuantity(3, 1)).toBe(4);
  });
});
