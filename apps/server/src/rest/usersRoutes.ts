// REST paths of spec section 7 for profiles and the admin's user management.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { objectBody, pathParam, restRoute } from './adapter';

export function registerUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'PUT', '/api/users/:id', (caller, request) =>
    caller.auth.updateProfile({
      ...(objectBody(request) as Parameters<typeof caller.auth.updateProfile>[0]),
      id: pathParam(request),
    }),
  );
  restRoute(app, deps, 'GET', '/api/admin/users', (caller) => caller.admin.users.list());
  restRoute(app, deps, 'GET', '/api/admin/users/:id', (caller, request) =>
    caller.admin.users.byId({ id: pathParam(request) }),
  );
  restRoute(app, deps, 'POST', '/api/admin/users/:id/toggle-status', (caller, request) =>
    caller.admin.users.setStatus({
      id: pathParam(request),
      status: objectBody(request).status as 'blocked' | 'active',
    }),
  );
}
