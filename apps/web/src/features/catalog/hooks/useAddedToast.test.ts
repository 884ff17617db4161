import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../../../shared/ui/toaster';
import { nextAddedCount } from './useAddedToast';

describe('nextAddedCount', () => {
  it('counts adds while their toast is shown, and starts afresh after it is gone', () => {
    let streak = nextAddedCount(10_000, { count: 0, lastAt: 0, startedAt: 0 });
    expect(streak).toEqual({ count: 1, lastAt: 10_000, startedAt: 10_000 });
    streak = nextAddedCount(10_500, streak);
    streak = nextAddedCount(11_000, streak);
    expect(streak).toEqual({ count: 3, lastAt: 11_000, startedAt: 10_000 });
    // Close to the end of the toast's time, a new streak (and a new toast) starts.
    expect(nextAddedCount(11_000 + TOAST_DURATION_MS - 400, streak)).toMatchObject({ count: 1 });
  });
});
