// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';

const renders = { layout: 0, page: 0 };
let runIdle: () => void = () => {};

vi.mock('../shared/session/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: 7, role: 'buyer' }, isAdmin: false }),
}));
const { page, prepared } = vi.hoisted(() => {
  const page = { isHydrated: () => {}, hydrated: Promise.resolve() };
  page.hydrated = new Promise<void>((resolve) => (page.isHydrated = resolve));
  return { page, prepared: vi.fn(() => Promise.resolve()) };
});
vi.mock('../shared/layout/pageHydrated', () => ({ pageHydrated: page.hydrated }));
vi.mock('../shared/ui/toaster', () => ({ toaster: { prepare: () => prepared() } }));
vi.mock('../shared/ui/LazyToaster', () => ({ preloadToastRegion: () => {} }));
vi.mock('../shared/ui/whenIdle', () => ({
  whenIdle: (task: () => void) => {
    runIdle = task;
    return () => {};
  },
}));
vi.mock('../features/cart/components/CartHost', () => ({
  CartHost: ({ userId }: { userId: number }) => <p>cart of {userId}</p>,
}));
vi.mock('../shared/layout/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => {
    renders.layout++;
    return <main>{children}</main>;
  },
}));

function Page() {
  renders.page++;
  return <h1>page</h1>;
}

describe('AppLayout', () => {
  it("mounts the cart screens once the page is hydrated and the browser idle, without drawing the page's frame again", async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    await act(async () => {});
    // Before the page is live, neither the toast region nor the cart screens start.
    expect(prepared).not.toHaveBeenCalled();
    await act(async () => page.isHydrated());
    expect(prepared).toHaveBeenCalledOnce();
    expect(screen.queryByText('cart of 7')).toBeNull();
    await act(async () => runIdle());
    expect(await screen.findByText('cart of 7')).toBeTruthy();
    // A re-render of the frame while React adopts the server's page makes it
    // adopt the whole page at once, in one long task (issue 33).
    expect(renders).toEqual({ layout: 1, page: 1 });
  });
});
