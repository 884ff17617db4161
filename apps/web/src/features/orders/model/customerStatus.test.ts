import { describe, expect, it } from 'vitest';
import { customerStatusOf } from './customerStatus';

describe('customer status mapping', () => {
  it('shows completed, processing and cancelled as they are', () => {
    expect(customerStatusOf('completed')).toBe('completed');
    expect(customerStatusOf('processing')).toBe('processing');
    expect(customerStatusOf('cancelled')).toBe('cancelled');
  });

  it('shows every other status as created', () => {
    for (const status of ['pending', 'confirmed', 'shipped', 'delivered', 'ready_for_pickup', 'whatever']) {
      expect(customerStatusOf(status)).toBe('other');
    }
  });
});
