// Large answers that stay the same for a while (the whole catalogue) are
// serialised, hashed and compressed once per object, not once per request:
// a repeated load costs a lookup, and a client that has it gets 304.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress, type Encoding } from '../compression';

interface Encoded {
  etag: string;
  identity: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Keyed by the very object a procedure returned: a new snapshot is a new key, the old one is collected. */
const cache = new WeakMap<object, Encoded>();

function encodedOnce(data: object): Encoded {
  let entry = cache.get(data);
  if (!entry) {
    const identity = Buffer.from(JSON.stringify(data));
    // A strong validator of the exact bytes, so every instance gives the same one.
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    entry = { etag, identity, compressed: {} };
    cache.set(data, entry);
  }
  return entry;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends `data` as JSON from the cache: 304 when the client's copy is current, else compressed if accepted. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  const entry = encodedOnce(data);
  // Prices are for this account only: no shared cache may keep them; clients revalidate.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  const encoding = acceptedEncoding(request);
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(entry.identity);
  const body = (entry.compressed[encoding] ??= compress(encoding, entry.identity));
  return reply.header('content-encoding', encoding).send(body);
}
