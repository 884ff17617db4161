// Every error leaves as JSON `{ message }` with a Russian text. Below 500 the
// message is the one meant for the user; at 500 and above internals stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { t } from '@shop/i18n';

function messageFor(error: FastifyError, status: number): string {
  if (status >= 500) return t('errors:internal');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return t('errors:invalidJson');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return t('errors:payloadTooLarge');
  if (status === 429) return t('errors:tooManyRequests');
  // Fastify's own 4xx texts are English; show a Russian one instead.
  if (error.code?.startsWith('FST_')) return t('errors:badRequest');
  return error.message || t('errors:badRequest');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, error.message);
    void reply.status(status).send({ message: messageFor(error, status) });
  });
}
