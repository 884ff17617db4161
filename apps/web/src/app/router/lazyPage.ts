import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** React.lazy for a named page export, plus `preload()` to fetch the chunk early. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return (
    typeof value === 'object' && value !== null && 'preload' in value && typeof value.preload === 'function'
  );
}
