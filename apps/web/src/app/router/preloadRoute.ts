import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { isLazyPage } from './lazyPage';
import { routes } from './routes';

/**
 * Starts loading the page chunk of `pathname` right away, in parallel with the
 * session check; otherwise guarded pages would wait for auth.me, then the chunk.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page = isValidElement(route.element) ? route.element.type : null;
    if (isLazyPage(page)) void page.preload().catch(() => undefined);
  }
}
