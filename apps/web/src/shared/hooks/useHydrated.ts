import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts pre-rendered HTML (and on the server), true once
 * the page's own handlers are attached. A pre-rendered form keeps its submit
 * button disabled until then: a submit before hydration would be the
 * browser's own, a GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
