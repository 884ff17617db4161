// Builds the Fastify app without listening, so tests drive it with `inject`.
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { defaultPhotoDir, type AppDeps } from '@shop/api';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerCrossSiteGuard } from './plugins/crossSiteGuard';
import { registerHealth } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerDemoMedia } from './plugins/demoMedia';
import { registerPartPhotos } from './plugins/partPhotos';
import { registerSeo } from './plugins/seo';
import { registerTrpc } from './plugins/trpc';
import { clientErrorHandler, frameworkErrors } from './plugins/transportErrors';
import { registerWebApp } from './plugins/webApp';
import { firstScreenHead } from './plugins/firstScreenData';
import { registerRestApi } from './rest';
import { loggerOptions, type LogOptions } from './logging';
import type { TrustProxy } from './trustProxy';

export interface BuildAppOptions {
  deps: AppDeps;
  webDist: string;
  /** No request log when absent (tests); secrets are always redacted from it. */
  log?: LogOptions;
  /** Proxies whose X-Forwarded-For gives the client address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: /metrics exists only with one. */
  metricsToken?: string;
}

export async function buildApp({ deps, webDist, log, trustProxy = false, metricsToken }: BuildAppOptions) {
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors,
    clientErrorHandler,
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https://') });
  registerMetrics(app, deps.db, metricsToken);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerCrossSiteGuard(app);
  registerHealth(app, deps.db);
  registerDemoMedia(app);
  registerPartPhotos(app, deps.config.photoDir ?? defaultPhotoDir());
  await registerOpenApi(app);
  await registerTrpc(app, deps);
  registerRestApi(app, deps);
  registerSeo(app, deps);
  await registerWebApp(app, webDist, deps.config.publicUrl, (request, pathname) =>
    firstScreenHead(deps, request, pathname),
  );
  return app;
}
