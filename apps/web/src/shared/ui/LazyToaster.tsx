import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/**
 * Mounts the toast region when the first toast is created, so its code is not
 * part of the initial bundle. Toasts created earlier are shown once it mounts.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return undefined;
    if (toaster.getCount() > 0) {
      setNeeded(true);
      return undefined;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
