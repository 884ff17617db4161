// The app itself, started by main.tsx as soon as its chunks have arrived.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../shared/i18n/i18n';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes, preloadRoute } from './router/routes';
import { seedFirstScreenData } from '../shared/api/firstScreenData';
import { layoutOf } from '../features/catalog/model/layoutPreference';
import { RenderedLayoutContext } from '../features/catalog/model/renderedLayout';
import { cartCountOf, RenderedCartCountContext } from '../shared/cart/renderedCartCount';
import { createQueryClient } from '../shared/api/queryClient';
import { createTrpcClient } from '../shared/api/trpc';
import { preloadToastRegion } from '../shared/ui/LazyToaster';

export async function boot(container: HTMLElement): Promise<void> {
  const pageChunk = preloadRoute(window.location);
  const queryClient = createQueryClient();
  const firstScreen = seedFirstScreenData(queryClient);
  // A signed-in catalogue answers its first 'Купить' with a toast: its code is
  // fetched now, while React adopts the page, not once the page's frame is
  // live (on a slow link that came a second after load).
  if (firstScreen) preloadToastRegion();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()}>
        {/* The view and cart count the server rendered this page with, if it did. */}
        <RenderedLayoutContext.Provider value={layoutOf(firstScreen?.layout)}>
          <RenderedCartCountContext.Provider value={cartCountOf(firstScreen?.cartCount)}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </RenderedCartCountContext.Provider>
        </RenderedLayoutContext.Provider>
      </AppProviders>
    </StrictMode>
  );

  // Public pages arrive pre-rendered (src/prerender): hydrate them instead of
  // throwing the markup away. A mismatch makes React re-render on the client.
  // The page's chunk comes first, so React has it when it hydrates the
  // page; otherwise render now, the route shows its fallback meanwhile.
  if (container.firstElementChild) {
    await pageChunk;
    // As a transition, React hydrates in slices of a few milliseconds and
    // lets the browser paint and take input between them, instead of one
    // task of hundreds on a slow phone (issue 33: Total Blocking Time). A tap
    // meanwhile makes React finish hydrating at once and then handle it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
