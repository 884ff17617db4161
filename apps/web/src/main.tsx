import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import './shared/i18n/i18n';
import { AppProviders } from './app/providers/AppProviders';
import { appRoutes } from './app/router/routes';
import { createQueryClient } from './shared/api/queryClient';
import { createTrpcClient, createTrpcUtils } from './shared/api/trpc';

/**
 * Loads the lazy route modules of the current address before the router
 * exists, so that it can render the pre-rendered page at once: hydration
 * must produce the same markup, not a loading state.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const routes = appRoutes(createTrpcUtils(queryClient, trpcClient));
  // Public pages arrive pre-rendered (src/prerender): hydrate them instead of
  // throwing the markup away. A mismatch makes React re-render on the client.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveLazyMatches(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
