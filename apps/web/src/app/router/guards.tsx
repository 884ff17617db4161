// Route elements that guard their child routes (spec section 2 "Access
// guard"): the page renders in the <Outlet /> only for the right session.
import { Outlet } from 'react-router-dom';
import { AccessGuard } from '../../shared/session/AccessGuard';

const ADMIN_ONLY = ['admin'] as const;

/** Any signed-in user; visitors go to /login, which remembers where they were going. */
export function SignedInOnly() {
  return (
    <AccessGuard>
      <Outlet />
    </AccessGuard>
  );
}

/** The admin role; other users go to / with 'Доступ запрещен'. */
export function AdminOnly() {
  return (
    <AccessGuard roles={ADMIN_ONLY} denied="admin">
      <Outlet />
    </AccessGuard>
  );
}
