import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { printRoute, siteRoutes } from './routes';

/**
 * Starts loading the page chunk of `pathname` right away, in parallel with the
 * session check; otherwise guarded pages would wait for auth.me, then the chunk.
 * (regexparam is the path syntax wouter's <Route> uses.)
 */
export function preloadRoute(pathname: string): void {
  const route = [printRoute, ...siteRoutes].find((r) => matchRoute(parse, r.path, pathname)[0]);
  void route?.page.preload().catch(() => undefined);
}
