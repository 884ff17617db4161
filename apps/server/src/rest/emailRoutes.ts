// POST /api/email/send: admins only (the procedure refuses everyone else).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute } from './adapter';

export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'POST', '/api/email/send', (caller, request) =>
    caller.admin.mail.send((request.body ?? {}) as Parameters<typeof caller.admin.mail.send>[0]),
  );
}
