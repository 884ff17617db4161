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
  type Loaded = { default: ComponentType };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = { default: pick(module) })));
  // A chunk already here is handed over by a thenable that calls back at once:
  // React.lazy then renders the page without suspending, so a pre-rendered
  // page hydrates in one pass (app/boot.tsx waits for its chunk first).
  const init = () =>
    loaded
      ? ({ then: (resolve: (value: Loaded) => void) => resolve(loaded!) } as Promise<Loaded>)
      : loadOnce();
  return Object.assign(lazy(init), { preload: loadOnce });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return (
    typeof value === 'object' && value !== null && 'preload' in value && typeof value.preload === 'function'
  );
}
