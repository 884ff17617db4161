// /api/1c/exchange: the exchange with 1C (issue 31). Not a table route: it
// speaks text/plain and XML, authenticates by HTTP Basic once and then by its
// own cookie, and `mode=file` takes the raw body of any Content-Type (or
// none) up to `file_limit`. 1C sends no Origin header, so the cross-site
// guard lets it through like any non-browser client. Without both
// EXCHANGE_1C_LOGIN and EXCHANGE_1C_PASSWORD the route does not exist (404).
import type { FastifyInstance } from 'fastify';
import { EXCHANGE_COOKIE, handleExchange, type AppDeps, type Exchange1cCredentials } from '@shop/api';

export const EXCHANGE_1C_URL = '/api/1c/exchange';

export interface Exchange1cOptions {
  credentials: Exchange1cCredentials;
  /** Bytes per piece 1C may send (`file_limit`). */
  fileLimit?: number;
  /** How long one import call waits before answering `progress`. */
  waitMs?: number;
}

const DEFAULT_FILE_LIMIT = 8 * 1024 * 1024;
const DEFAULT_WAIT_MS = 20_000;

const one = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function registerExchange1c(
  app: FastifyInstance,
  deps: AppDeps,
  options: Exchange1cOptions | undefined,
) {
  if (!options) return;
  const fileLimit = options.fileLimit ?? DEFAULT_FILE_LIMIT;
  const exchangeDeps = {
    db: deps.db,
    photos: { files: deps.files, publicUrl: deps.config.photoPublicUrl },
    config: deps.config,
    credentials: options.credentials,
    fileLimit,
    waitMs: options.waitMs ?? DEFAULT_WAIT_MS,
    log: (error: unknown) => app.log.error({ err: error }, '1C exchange failed'),
    outboxNudge: () => deps.outbox?.nudge(),
  };
  await app.register(async (scope) => {
    // Whatever 1C declares (or not), the body is the file's piece, as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: fileLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: EXCHANGE_1C_URL,
      bodyLimit: fileLimit,
      handler: async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const answer = await handleExchange(exchangeDeps, {
          type: one(query.type),
          mode: one(query.mode),
          filename: one(query.filename),
          cookie: request.cookies[EXCHANGE_COOKIE],
          authorization: request.headers.authorization,
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
        });
        return reply.header('cache-control', 'no-store').type(answer.contentType).send(answer.body);
      },
    });
  });
}
