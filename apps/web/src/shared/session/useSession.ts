// The signed-in user as the server sees it (auth.me over the session cookie).
// A failed call counts as signed out: the guard then sends the visitor to /login.
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../api/trpc';

export type SessionUser = NonNullable<RouterOutputs['auth']['me']>;
export type UserRole = SessionUser['role'];
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

const SESSION_STALE_MS = 5 * 60_000;

export function useSession(): Session {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: SESSION_STALE_MS, retry: false }));
  const user = me.data ?? null;
  const status: SessionStatus = me.isPending ? 'loading' : user ? 'authenticated' : 'anonymous';
  return { status, user, isAdmin: user?.role === 'admin' };
}
