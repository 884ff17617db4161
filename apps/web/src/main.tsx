import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/i18n/coreTexts';
import { App } from './app/App';
import { preloadRoute } from './app/router/preloadRoute';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadRoute(window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive pre-rendered (src/prerender): hydrate them instead of
// throwing the markup away. A mismatch makes React re-render on the client.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
