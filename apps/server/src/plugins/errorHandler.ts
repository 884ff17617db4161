// Every error leaves as JSON `{ message }` with a Russian text. Below 500 the
// message is the one meant for the user; at 500 and above internals stay in the
// log. A database that is away is 503 with Retry-After: the client may retry.
import type { FastifyError, FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '@shop/api';
import { isDatabaseUnavailable } from '@shop/db';
import { t } from '@shop/i18n';

function messageFor(error: FastifyError, status: number): string {
  if (status === 503) return t('errors:unavailable');
  if (status >= 500) return t('errors:internal');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return t('errors:invalidJson');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return t('errors:payloadTooLarge');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return t('errors:unsupportedMediaType');
  if (status === 429) return t('errors:tooManyRequests');
  // Fastify's own 4xx texts are English; show a Russian one instead.
  if (error.code?.startsWith('FST_')) return t('errors:badRequest');
  return error.message || t('errors:badRequest');
}

function statusOf(error: FastifyError): number {
  if (isDatabaseUnavailable(error)) return 503;
  return error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Not the message: a JSON parse error quotes the body it choked on (a password, say).
    else request.log.info({ code: error.code, status }, 'request refused');
    void reply.status(status).send({ message: messageFor(error, status) });
  });
  // Whoever answered 503 (tRPC, REST, /healthz), the client learns when to retry.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return payload;
  });
}
