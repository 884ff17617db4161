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

/**
 * The submit button of a pre-rendered form: disabled until React has the
 * page, yet not greyed out. The app starts with the page (main.tsx), so the
 * button works by the time the fields are filled; a pale button would look
 * broken to someone still reading.
 */
export function useSubmitUntilHydrated() {
  const hydrated = useHydrated();
  return {
    disabled: !hydrated,
    _disabled: hydrated ? undefined : { opacity: 1, cursor: 'default' },
  } as const;
}
