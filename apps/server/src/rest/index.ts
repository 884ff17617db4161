import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '@shop/api';
import { registerRestRoute } from './handler';
import { registerApiNotFound } from './methodNotAllowed';
import { restRoutes } from './routes';
import type { RestRoute } from './table';

const RAW_TYPES =
  /^(application\/octet-stream|text\/csv|text\/plain|image\/[\w.+-]+|application\/vnd\.[\w.+-]+)/;
const TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';
/** A JSON body carries the file as base64: 4 characters per 3 bytes, and a little for the rest. */
const jsonLimitOf = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4 + 64 * 1024;

/**
 * An upload route in a scope of its own: the raw-body parser and its limit
 * reach no other route, and a file over the limit is refused naming it.
 */
function registerUpload(
  app: FastifyInstance,
  deps: AppDeps,
  entry: RestRoute,
  upload: NonNullable<RestRoute['upload']>,
) {
  void app.register(async (scope) => {
    const refuse = (reply: FastifyReply) => reply.status(413).send({ message: upload.tooLarge() });
    // The route's limit is the JSON one (base64 is larger): a raw file is held to its own,
    // by its declared length before a byte is read, and by what arrived when none was declared.
    scope.addHook('onRequest', async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (RAW_TYPES.test(request.headers['content-type'] ?? '') && length > upload.maxBytes)
        return refuse(reply);
    });
    scope.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer' }, (_req, body, done) => {
      const bytes = body as Buffer;
      if (bytes.byteLength > upload.maxBytes)
        return done(Object.assign(new Error('too large'), { code: TOO_LARGE }));
      done(null, { content: bytes });
    });
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== TOO_LARGE) throw error;
      return refuse(reply);
    });
    registerRestRoute(scope, deps, entry, { bodyLimit: jsonLimitOf(upload.maxBytes) });
  });
}

/** Mounts every /api/* route of the table (spec section 7). */
export function registerRestApi(app: FastifyInstance, deps: AppDeps): void {
  registerApiNotFound(app);
  for (const entry of restRoutes) {
    if (entry.upload) registerUpload(app, deps, entry, entry.upload);
    else registerRestRoute(app, deps, entry);
  }
}
