import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../../../shared/ui/toaster';
import { nextAddedCount } from './useAddedToast';

describe('nextAddedCount', () => {
  it('counts adds while their toast is shown, and starts afresh after it is gone', () => {
    let streak = nextAddedCount(1_000, { count: 0, lastAt: 0 });
    expect(streak.count).toBe(1);
    streak = nextAddedCount(1_500, streak);
    streak = nextAddedCount(2_000, streak);
    expect(streak).toEqual({ count: 3, lastAt: 2_000 });
    expect(nextAddedCount(2_000 + TOAST_DURATION_MS, streak).count).toBe(1);
  });
});
