import { lazy, Suspense, useEffect, useState } from 'react';
import type * as AppToasterModule from './AppToaster';
import { toaster } from './toaster';

/** The region's module once it has arrived. */
let loaded: typeof AppToasterModule | null = null;
/** Asked for once: the boot and the signed-in layout both preload it. */
let loading: Promise<typeof AppToasterModule> | null = null;
const loadAppToaster = () =>
  (loading ??= import('./AppToaster').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to arrive (a dropped connection) is asked for again next time.
      loading = null;
      throw error;
    },
  ));
const LazyAppToaster = lazy(() => loadAppToaster().then((m) => ({ default: m.AppToaster })));

/** Fetches the toast region's code (and the toast store's) without drawing anything. */
export const preloadToastRegion = (): void => void loadAppToaster().catch(() => undefined);

/**
 * Mounts the toast region when the first toast is created, so its code is not
 * part of the initial bundle. Toasts created earlier are shown once it mounts.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => toaster.isUsed());
  useEffect(() => {
    if (needed) return undefined;
    if (toaster.isUsed()) {
      setNeeded(true);
      return undefined;
    }
    return toaster.onFirstUse(() => setNeeded(true));
  }, [needed]);
  return needed ? <ToastRegion /> : null;
}

/**
 * The region, drawn at once when its code is already here (preloaded). A lazy
 * component suspends on its first render even then, and React reveals what a
 * boundary held back up to 300 ms later: a phone's first toast waited that
 * long after its tap (issue 33). Chosen once, so the region never remounts.
 */
function ToastRegion() {
  const [Region] = useState(() => loaded?.AppToaster ?? LazyAppToaster);
  return (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  );
}
