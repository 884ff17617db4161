// Builds the Fastify app without listening, so tests drive it with `inject`.
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { AppDeps } from '@shop/api';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerCrossSiteGuard } from './plugins/crossSiteGuard';
import { registerHealth } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerDemoMedia } from './plugins/demoMedia';
import { registerSeo } from './plugins/seo';
import { registerTrpc } from './plugins/trpc';
import { registerWebApp } from './plugins/webApp';
import { registerRestApi } from './rest';

export interface BuildAppOptions {
  deps: AppDeps;
  webDist: string;
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer the client address comes from X-Forwarded-For. */
  trustProxy?: boolean;
}

export async function buildApp({ deps, webDist, logger = false, trustProxy = true }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https://') });
  registerMetrics(app, deps.db);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerCrossSiteGuard(app);
  registerHealth(app, deps.db);
  registerDemoMedia(app);
  await registerOpenApi(app);
  await registerTrpc(app, deps);
  registerRestApi(app, deps);
  registerSeo(app, deps);
  await registerWebApp(app, webDist, deps.config.publicUrl);
  return app;
}
