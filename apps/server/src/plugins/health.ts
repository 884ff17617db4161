import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

/** Liveness that includes the database: a load balancer drops an instance that cannot reach it. */
export function registerHealth(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', message: 'database unreachable' });
    }
  });
}
