// The app's routing vocabulary (Link, NavLink, Navigate, useNavigate,
// useLocation…) over wouter. React Router cost 13 kB gzip of the 170 kB
// first-load budget; the shop needs only flat path matching, links, redirects
// with history state and search params, which wouter covers in ~2.5 kB.
// Components import from here, never from wouter, so the router stays
// swappable in one file.
import { forwardRef, useCallback, useSyncExternalStore, type ComponentProps } from 'react';
import { Link as WouterLink, Redirect, useLocation as useWouterLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

export { Route, Router, Switch, useParams, useSearchParams } from 'wouter';

/** A target: a path with an optional query ('/catalog?cart=open'), or a query on the current path. */
export type To = string | { pathname?: string; search?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

function href(to: To, currentPath: string): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? currentPath}${to.search ?? ''}`;
}

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state: unknown = useHistoryState();
  // The hash never changes what renders here, so it is read, not subscribed to.
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return { pathname, search: search ? `?${search}` : '', hash, state };
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const [pathname, navigate] = useWouterLocation();
  return useCallback((to, options) => navigate(href(to, pathname), options), [pathname, navigate]);
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** An <a> that navigates inside the app (modifier clicks open a new tab as usual). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const [pathname] = useWouterLocation();
  return <WouterLink ref={ref} href={href(to, pathname)} {...props} />;
});

/** Whether `to` is the current page: exactly with `end`, else also its sub-pages. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end) return false;
  return to === '/' ? false : pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/** A link that marks itself aria-current="page" when it points at the current page. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string; end?: boolean }>(
  function NavLink({ to, end, ...props }, ref) {
    const [pathname] = useWouterLocation();
    return (
      <Link
        ref={ref}
        to={to}
        aria-current={isCurrentPath(pathname, to, end) ? 'page' : undefined}
        {...props}
      />
    );
  },
);

/** Redirects on render (replacing the history entry when `replace`), carrying history `state`. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

let lastNavigation: 'POP' | 'PUSH' = 'PUSH';
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  const mark = (type: 'POP' | 'PUSH') => () => {
    lastNavigation = type;
    listeners.forEach((listener) => listener());
  };
  // wouter patches pushState/replaceState to dispatch these events.
  window.addEventListener('popstate', mark('POP'));
  window.addEventListener('pushState', mark('PUSH'));
  window.addEventListener('replaceState', mark('PUSH'));
}

/** 'POP' after back/forward, 'PUSH' after a link or navigate(): new pages scroll to the top, returns do not. */
export function useNavigationType(): 'POP' | 'PUSH' {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lastNavigation,
    () => 'PUSH',
  );
}
