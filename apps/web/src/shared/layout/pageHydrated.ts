import { useEffect } from 'react';

let markHydrated: () => void = () => {};

/**
 * Settles once the page inside the frame (SiteLayout's Suspense boundary) is
 * on screen and live: hydrated, when React adopts the server's page. React
 * hydrates a boundary's content at its lowest priority, after any other
 * update, so work started earlier (the toast region, the cart screens) held
 * the cards back on a phone until a tap had to hydrate them in its own task
 * (issue 33). Such work waits for this instead.
 */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Rendered after the page in SiteLayout's boundary: its effect runs when the boundary commits. */
export function PageHydratedSignal(): null {
  useEffect(() => markHydrated(), []);
  return null;
}
