// REST paths of spec section 7 for profiles and the admin's user management.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '@shop/api';
import { objectBody, restRoute } from './adapter';

/** The path's id as given; the procedure's schema turns it into a number or answers 400. */
function pathId(request: FastifyRequest): number {
  return (request.params as { id: string }).id as unknown as number;
}

export function registerUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'PUT', '/api/users/:id', (caller, request) =>
    caller.auth.updateProfile({
      ...(objectBody(request) as Parameters<typeof caller.auth.updateProfile>[0]),
      id: pathId(request),
    }),
  );
  restRoute(app, deps, 'GET', '/api/admin/users', (caller) => caller.admin.users.list());
  restRoute(app, deps, 'GET', '/api/admin/users/:id', (caller, request) =>
    caller.admin.users.byId({ id: pathId(request) }),
  );
  restRoute(app, deps, 'POST', '/api/admin/users/:id/toggle-status', (caller, request) =>
    caller.admin.users.setStatus({
      id: pathId(request),
      status: objectBody(request).status as 'blocked' | 'active',
    }),
  );
}
