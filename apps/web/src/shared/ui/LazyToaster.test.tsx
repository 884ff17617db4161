// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/renderUi';
import { LazyToaster, preloadToastRegion } from './LazyToaster';
import { toaster } from './toaster';

describe('LazyToaster', () => {
  it('draws the toast region in the render that needs it once its code was preloaded', async () => {
    preloadToastRegion();
    await toaster.prepare();
    await import('./AppToaster');
    await act(async () => {});
    // No waiting after the render: a lazy component would still be suspended here.
    act(() => {
      renderUi(<LazyToaster />);
    });
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeTruthy();
  });
});
