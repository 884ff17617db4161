// The route element of every page (routes.tsx): the data the page will ask
// for, started as the route mounts, and the access guard of spec section 2
// around the lazy page.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../shared/api/trpc';
import { AccessGuard } from '../../shared/session/AccessGuard';
import type { LazyPage } from './lazyPage';
import type { Prefetch } from './prefetch';
import { PageReady } from './PageReady';

export type Access = 'public' | 'signedIn' | 'admin';

const ADMIN_ONLY = ['admin'] as const;

/** Starts the route's requests once, when the route mounts (see prefetch.ts). */
function RoutePrefetch({ prefetch }: { prefetch: Prefetch }) {
  const utils = trpc.useUtils();
  const [params] = useSearchParams();
  useEffect(() => prefetch(utils, params), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

interface GuardedProps {
  page: LazyPage;
  access: Access;
  prefetch?: Prefetch;
}

/**
 * Public pages render as they are; signed-in pages send visitors to /login
 * (which remembers where they were going); admin pages send other users to /
 * with 'Доступ запрещен'.
 */
export function Guarded({ page: Page, access, prefetch }: GuardedProps) {
  return (
    <>
      {prefetch && <RoutePrefetch prefetch={prefetch} />}
      <PageReady />
      {access === 'public' ? (
        <Page />
      ) : (
        <AccessGuard
          roles={access === 'admin' ? ADMIN_ONLY : undefined}
          denied={access === 'admin' ? 'admin' : 'role'}
        >
          <Page />
        </AccessGuard>
      )}
    </>
  );
}
