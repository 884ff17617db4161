import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (its storage, its time zone): the server's
 * value on the server and while React adopts the server's page, the
 * browser's after. React re-renders the component, at once and whole, only
 * when the two differ: derive the value itself here rather than branching on
 * `useHydrated()`, which always differs (issue 33: that re-render of the
 * catalogue screen was a long task on a phone right after load).
 */
export function useClientValue<T>(client: () => T, server: () => T): T {
  return useSyncExternalStore(noSubscription, client, server);
}

/**
 * False while React adopts pre-rendered HTML (and on the server), true once
 * the page's own handlers are attached. A pre-rendered form keeps its submit
 * button disabled until then: a submit before hydration would be the
 * browser's own, a GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useClientValue(
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
