// A route's `lazy` module: the page's own chunk, loaded when the route is
// first visited (react-router keeps the result on the route).
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

const loadExtraRecipes = () => import('../../shared/theme/extraRecipes');

export interface LazyRouteOptions {
  /**
   * A page a visit may start on (/login, /, /catalog) uses only the
   * first-screen recipes of theme/recipes.ts; every other page brings the
   * rest of Chakra's recipes with it (theme/extraRecipes.ts).
   */
  firstScreen?: boolean;
}

/** `lazy` for a page module with a named export, picked by `pick` (`(m) => m.LoginPage`). */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { firstScreen = false }: LazyRouteOptions = {},
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([load(), firstScreen ? undefined : loadExtraRecipes()]);
    return { Component: pick(module) };
  };
}
