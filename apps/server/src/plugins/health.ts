import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { pendingMigrations, type Database } from '@shop/db';
import { t } from '@shop/i18n';

/**
 * /healthz: the process is alive and reaches its database (a load balancer
 * drops an instance that cannot). /readyz: also every migration is applied,
 * so a new instance takes traffic only once its schema is current.
 */
export function registerHealth(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', message: t('errors:unavailable') });
    }
  });
  app.get('/readyz', async (_request, reply) => {
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return reply.status(503).send({ status: 'migrating', pending });
      return { status: 'ready' };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'error', message: t('errors:unavailable') });
    }
  });
}
