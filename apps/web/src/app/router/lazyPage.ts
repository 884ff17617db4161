import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const loadExtraRecipes = () => import('../../shared/theme/extraRecipes');

/**
 * React.lazy for a named page export, plus `preload()` to fetch the chunk
 * early. The page's Chakra recipes beyond the first-screen set load with it.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return firstScreenPage(() => Promise.all([load(), loadExtraRecipes()]).then(([module]) => module), pick);
}

/**
 * A page a visit may start on (/login, /, /catalog): it uses only the
 * first-screen recipes of theme/recipes.ts, so nothing else loads before it.
 */
export function firstScreenPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return (
    typeof value === 'object' && value !== null && 'preload' in value && typeof value.preload === 'function'
  );
}
