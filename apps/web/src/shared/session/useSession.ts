// The signed-in user as the server sees it (auth.me over the session cookie).
// A failed call counts as signed out: the guard then sends the visitor to /login.
import { trpc, type RouterOutputs } from '../api/trpc';

export type SessionUser = NonNullable<RouterOutputs['auth']['me']>;
export type UserRole = SessionUser['role'];
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

/** Shared with the route loaders that start auth.me early (app/router/prefetch.ts). */
export const SESSION_QUERY_OPTIONS = { staleTime: 5 * 60_000, retry: false } as const;

export function useSession(): Session {
  const me = trpc.auth.me.useQuery(undefined, SESSION_QUERY_OPTIONS);
  const user = me.data ?? null;
  const status: SessionStatus = me.isPending ? 'loading' : user ? 'authenticated' : 'anonymous';
  return { status, user, isAdmin: user?.role === 'admin' };
}
