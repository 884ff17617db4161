// The request log never carries a secret: reset tokens, passwords and session
// tokens are replaced by [redacted] wherever they appear (query strings, tRPC
// inputs in the URL, JSON quoted in error messages, error objects).
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

const REDACTED = '[redacted]';
/** Names of values never to log: token, resetToken, password, newPassword, secret… */
const SECRET_NAME = /token|password|secret|authorization|cookie/i;

/** `"password": "…"` inside JSON text (also when cut off at the end, as parse errors quote it). */
const JSON_SECRET = /("[^"]*(?:token|password|secret)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"?/gi;
/** `token=…` inside a query string or form text. */
const PAIR_SECRET = /\b([\w-]*(?:token|password|secret)[\w-]*=)[^&\s"]*/gi;

export function redactText(value: string): string {
  return value.replace(JSON_SECRET, `$1"${REDACTED}"`).replace(PAIR_SECRET, `$1${REDACTED}`);
}

/** A copy of `value` with every secret-named key's value and every string redacted. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_NAME.test(key) ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}

/** The URL with secret query values redacted; tRPC's JSON `input` is redacted key by key. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const [name, value] of [...params]) {
    if (SECRET_NAME.test(name)) params.set(name, REDACTED);
    else if (name === 'input') params.set(name, redactJsonText(value));
    else params.set(name, redactText(value));
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

function redactJsonText(value: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(value)));
  } catch {
    return redactText(value);
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own serializers, with the URL and errors redacted. */
const serializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => redactValue(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>,
};

export interface LogOptions {
  level: string;
  /** Where lines go; stdout when absent (tests pass a stream to read them). */
  stream?: DestinationStream;
}

export function loggerOptions({ level, stream }: LogOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers,
    // Objects logged by hand (`{ input }`, `{ headers }`) lose their secrets by path as well.
    redact: { paths: ['*.password', '*.token', '*.authorization', '*.cookie'], censor: REDACTED },
  } as FastifyServerOptions['logger'];
}
