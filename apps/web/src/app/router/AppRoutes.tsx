import { Suspense } from 'react';
import { Navigate, Route, Switch } from '../../shared/routing';
import { AccessGuard } from '../../shared/session/AccessGuard';
import { AppLayout } from '../AppLayout';
import { NotFoundPage } from './lazyPages';
import { ADMIN_HOME, printRoute, siteRoutes, type PageRoute } from './routes';

const ADMIN_ONLY = ['admin'] as const;

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
