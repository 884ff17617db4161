// Compression for answers that @fastify/compress does not see (it hooks into
// routes; the app shell's not-found handler is none) or that are compressed
// once and kept (the catalogue snapshot): one negotiation, one set of settings.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** Below this, compressing costs more than it saves (@fastify/compress's threshold too). */
const THRESHOLD_BYTES = 1024;

/** The encoding the client accepts that we prefer, or null for none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  return encoding && encoding !== 'identity' ? encoding : null;
}

/** Quick settings: ~10x smaller than JSON or HTML, in milliseconds for tens of kB. */
export function compress(encoding: Encoding, bytes: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** Sends `body` compressed when the client accepts it and it is worth it. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const bytes = Buffer.from(body);
  const encoding = bytes.length >= THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(compress(encoding, bytes));
}
