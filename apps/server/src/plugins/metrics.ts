// Prometheus metrics at /metrics: request latency, and the mail outbox's
// backlog and failures read from the database (shared by every instance).
// Each app gets its own registry, so several apps in one process (tests) don't clash.
// Only a scraper holding METRICS_TOKEN reads them; without a token the route does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '@shop/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Compares digests, so neither the length nor the content leaks through timing. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const sent = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

export function registerMetrics(app: FastifyInstance, db: Kysely<Database>, token: string | undefined): void {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox by status (pending and sending are the backlog)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await sql<{ status: string; n: number }>`
        select status, count(*)::int as n from mail_outbox where status <> 'sent' group by status`.execute(
        db,
      );
      this.reset();
      for (const status of ['pending', 'sending', 'failed']) {
        this.set({ status }, rows.rows.find((row) => row.status === status)?.n ?? 0);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (!holdsToken(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: t('errors:unauthorized') });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
