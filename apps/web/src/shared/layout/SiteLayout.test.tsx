// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/renderUi';
import { addToCart } from '../cart/useCart';
import { SiteLayout } from './SiteLayout';

const renders = { footer: 0, page: 0 };

vi.mock('../session/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: 7, role: 'buyer' }, isAdmin: false }),
}));
vi.mock('./Footer', () => ({
  Footer: () => {
    renders.footer++;
    return <footer />;
  },
}));

function Page() {
  renders.page++;
  return <h1>page</h1>;
}

describe('SiteLayout', () => {
  beforeEach(() => localStorage.clear());

  it("counts a part put into the cart on the header's cart button without drawing the frame or the page again", () => {
    renderUi(
      <MemoryRouter initialEntries={['/']}>
        <SiteLayout>
          <Page />
        </SiteLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeTruthy();
    // A tap on 'Купить' is answered in one task on a phone: only the count may be drawn again (issue 33).
    act(() => addToCart(5));
    expect(screen.getByRole('link', { name: 'Корзина, товаров: 1' }).textContent).toBe('1');
    expect(renders).toEqual({ footer: 1, page: 1 });
  });
});
