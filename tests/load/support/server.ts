// The shop's Fastify app on a loopback port for the benchmarks that talk HTTP.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { buildApp } from '../../../apps/server/src/app';

export interface BenchServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/** Builds the app (no web bundle), lets `extend` add bench-only routes, and listens. */
export async function startServer(
  deps: AppDeps,
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<BenchServer> {
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  if (extend) await extend(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, close: () => app.close() };
}
