import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/router/preloadRoute';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadRoute(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
