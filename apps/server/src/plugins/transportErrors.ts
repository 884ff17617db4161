// Refusals that happen before routing, and so before the error handler: a
// malformed URL (bad percent-encoding) and requests Node's HTTP parser rejects
// (headers or URL too long, garbage, timeouts). Fastify answers those in
// English; these answer in Russian, in the same `{ message }` shape.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { t } from '@shop/i18n';
import type { errors } from '@shop/i18n/namespaces/errors';

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  _request,
  reply,
) => {
  // The option is generic over route schemas; these replies have none.
  void (reply as unknown as FastifyReply).status(400).send({ message: t('errors:badRequest') });
};

function refusalOf(code: string | undefined): { status: number; message: keyof typeof errors } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'headersTooLarge' };
  return { status: 400, message: 'badRequest' };
}

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(error.code);
  const body = JSON.stringify({ message: t(`errors:${message}`) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
