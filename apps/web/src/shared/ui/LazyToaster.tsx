import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

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
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
