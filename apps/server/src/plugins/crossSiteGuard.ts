// Refuses state-changing requests that a browser sent from another site
// (CSRF). Non-browser clients send neither header and pass.
import type { FastifyInstance } from 'fastify';
import { t } from '@shop/i18n';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      fetchSite === 'cross-site' ||
      (origin !== undefined && origin !== 'null' && !sameOrigin(origin, request.headers.host));
    if (crossSite || origin === 'null') {
      return reply.status(403).send({ message: t('errors:crossSite') });
    }
  });
}
