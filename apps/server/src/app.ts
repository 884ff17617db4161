// Builds the Fastify app without listening, so tests drive it with `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { AppDeps } from '@shop/api';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerExchange1c, type Exchange1cOptions } from './plugins/exchange1c';
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
import { firstScreenData } from './plugins/firstScreenData';
import { firstScreenRenderer } from './plugins/firstScreenRender';
import { documentDeskOnThread } from './render/documentThread';
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
  /** EXCHANGE_1C_LOGIN and EXCHANGE_1C_PASSWORD: /api/1c/exchange exists only with them. */
  exchange1c?: Exchange1cOptions;
  /** Called on the bare app before any hook or route (tests install their response checks here). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp(options: BuildAppOptions) {
  const { deps, webDist, log, trustProxy = false, metricsToken, beforeRoutes, exchange1c } = options;
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors,
    clientErrorHandler,
  });
  beforeRoutes?.(app);
  registerErrorHandler(app);
  if (!deps.documents) {
    // Set on the deps themselves: main.ts adds the outbox to the same object after this.
    const documents = documentDeskOnThread();
    deps.documents = documents.desk;
    app.addHook('onClose', () => documents.close());
  }
  await registerSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https://') });
  registerMetrics(app, deps.db, metricsToken);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerCrossSiteGuard(app);
  registerHealth(app, deps.db);
  registerDemoMedia(app);
  registerPartPhotos(app, deps.files);
  await registerOpenApi(app);
  await registerTrpc(app, deps);
  registerRestApi(app, deps);
  await registerExchange1c(app, deps, exchange1c);
  registerSeo(app, deps);
  const renderFirstScreen = firstScreenRenderer(webDist, app.log);
  await registerWebApp(app, webDist, deps.config.publicUrl, async (request, pathname) => {
    const data = await firstScreenData(deps, request, pathname);
    if (!data) return null;
    const rendered = await renderFirstScreen(request, pathname, data.answers);
    if (!rendered) return { head: data.head };
    return { head: data.head, root: rendered.html, serverTiming: `render;dur=${rendered.ms.toFixed(1)}` };
  });
  return app;
}
