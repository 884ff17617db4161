// The access guard sends visitors to /login with `state.from` (the location
// they asked for); after signing in they go back there, else to /account.
import type { Location } from 'react-router-dom';

export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const AFTER_LOGIN_DEFAULT = '/account';

export function afterLoginPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/login') return AFTER_LOGIN_DEFAULT;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
