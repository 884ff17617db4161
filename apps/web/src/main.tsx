import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './shared/i18n/i18n';
import { AppProviders } from './app/providers/AppProviders';
import { AppRoutes, preloadRoute } from './app/router/routes';
import { seedFirstScreenData } from './shared/api/firstScreenData';
import { createQueryClient } from './shared/api/queryClient';
import { createTrpcClient } from './shared/api/trpc';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadRoute(window.location);
const queryClient = createQueryClient();
seedFirstScreenData(queryClient);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Public pages arrive pre-rendered (src/prerender): hydrate them instead of
// throwing the markup away. A mismatch makes React re-render on the client.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
