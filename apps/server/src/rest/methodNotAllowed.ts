// A request to an /api path that exists, with a method it does not answer
// (TRACE, PATCH, OPTIONS…): 405 with the methods it does answer in `Allow`,
// not 404 as if the path were unknown. The methods come from the routes
// Fastify holds, so a route added to the table is counted without a list here.
import type { FastifyInstance } from 'fastify';
import { t } from '@shop/i18n';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** The methods some route answers at this concrete path, e.g. ['GET', 'HEAD', 'PUT'] for /api/orders/7. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const pathname = url.split('?')[0] ?? url;
  return METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
}

/** Unknown method or unknown path under /api: a Russian 405 (with Allow) or 404, never a page. */
export function registerApiNotFound(app: FastifyInstance): void {
  void app.register(
    async (scope) => {
      scope.setNotFoundHandler(async (request, reply) => {
        const allow = allowedMethods(app, request.url);
        if (allow.length === 0) return reply.status(404).send({ message: t('errors:notFound') });
        return reply
          .status(405)
          .header('allow', allow.join(', '))
          .send({ message: t('errors:methodNotAllowed') });
      });
    },
    { prefix: '/api' },
  );
}
