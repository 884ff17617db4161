// /trpc: the typed procedures of the web client and the CLI. A batch is
// capped before any of its calls runs. Only GET (queries) and POST with JSON
// (mutations) reach tRPC: other methods get 405, other bodies 415 (tRPC's
// form-data path would otherwise choke on the stream with a 500).
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { appRouter, describeError, RETRY_AFTER_SECONDS, type AppDeps, type AppRouter } from '@shop/api';
import { MAX_TRPC_BATCH } from '@shop/schemas/limits';
import { contextFor } from '../requestContext';

/**
 * The quick order's file upload (orders.quickOrder.readFile) carries up to 2 MB
 * as base64 in JSON; every other input is small and capped by its schema.
 */
export const TRPC_BODY_LIMIT = 3 * 1024 * 1024;

const TRPC_METHODS = new Set(['GET', 'POST']);

/** The refusal in tRPC's own error shape, so the client reads it like any other. */
function refusal(code: 'METHOD_NOT_SUPPORTED' | 'UNSUPPORTED_MEDIA_TYPE') {
  const described = describeError(new TRPCError({ code }));
  return {
    status: described.httpStatus,
    body: {
      error: {
        message: described.message,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: { code, httpStatus: described.httpStatus },
      },
    },
  };
}

function notJson(contentType: string | undefined): boolean {
  return contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType);
}

export async function registerTrpc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/trpc/')) return;
    if (!TRPC_METHODS.has(request.method)) {
      const { status, body } = refusal('METHOD_NOT_SUPPORTED');
      return reply
        .status(status)
        .header('allow', [...TRPC_METHODS].join(', '))
        .send(body);
    }
    if (request.method === 'POST' && notJson(request.headers['content-type'])) {
      const { status, body } = refusal('UNSUPPORTED_MEDIA_TYPE');
      return reply.status(status).send(body);
    }
  });

  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: ({ req, res }) => contextFor(deps, req, res),
      // The database being away is worth a retry: say when.
      responseMeta: ({ errors }) =>
        errors.some((error) => describeError(error).httpStatus === 503)
          ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
          : {},
      onError: ({ error, path }) => {
        if (describeError(error).httpStatus >= 500)
          app.log.error({ err: error, path }, 'trpc procedure failed');
      },
    },
  };
  // Encapsulated, so the larger limit reaches the /trpc route and nothing else.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TRPC_BODY_LIMIT;
    });
    registerTrpcRoute(scope, options.trpcOptions);
  });
}

/**
 * tRPC's own Fastify adapter, less one cost: it hands Fastify the fetch
 * Response, whose body Fastify then streams (and compresses as a stream,
 * chunked). The body of a query is one small JSON text, so it is read whole
 * and sent as a string, as any other route's JSON (issue 21: this and the
 * session lookup were most of what catalog.search cost beyond its SQL).
 */
function registerTrpcRoute(
  scope: FastifyInstance,
  trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
) {
  // As the adapter does: tRPC parses JSON bodies itself.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));
  scope.all<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
    const incoming = request.raw as typeof request.raw & { body?: unknown };
    if ('body' in request) incoming.body = request.body;
    const response = await resolveResponse({
      ...trpcOptions,
      req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
      path: request.params.path,
      error: null,
      createContext: async ({ info }) => trpcOptions.createContext!({ req: request, res: reply, info }),
      onError: (o) => trpcOptions.onError?.({ ...o, req: request }),
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    return reply.send(await response.text());
  });
}
