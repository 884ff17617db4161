import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTRPC } from '../../shared/api/trpc';
import { Navigate, Route, Switch, useSearchParams } from '../../shared/routing';
import { AccessGuard } from '../../shared/session/AccessGuard';
import { AppLayout } from '../AppLayout';
import { NotFoundPage } from './lazyPages';
import type { Prefetch } from './prefetch';
import { ADMIN_HOME, printRoute, siteRoutes, type PageRoute } from './routes';

const ADMIN_ONLY = ['admin'] as const;

/** Starts the route's data requests once, when the route mounts (see prefetch.ts). */
function RoutePrefetch({ prefetch }: { prefetch: Prefetch }) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  useEffect(() => prefetch({ queryClient, trpc, params }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

function GuardedPage({ route }: { route: PageRoute }) {
  const Page = route.page;
  if (route.access === 'public') return <Page />;
  if (route.access === 'admin') {
    return (
      <AccessGuard roles={ADMIN_ONLY} denied="admin">
        <Page />
      </AccessGuard>
    );
  }
  return (
    <AccessGuard>
      <Page />
    </AccessGuard>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={printRoute.path}>
        <Suspense fallback={null}>
          <GuardedPage route={printRoute} />
        </Suspense>
      </Route>
      <Route>
        <AppLayout>
          <Switch>
            {siteRoutes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.prefetch && <RoutePrefetch prefetch={route.prefetch} />}
                <GuardedPage route={route} />
              </Route>
            ))}
            <Route path="/admin">
              <Navigate to={ADMIN_HOME} replace />
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </AppLayout>
      </Route>
    </Switch>
  );
}
