// Tells "the database is not there right now" apart from every other failure,
// so the server can answer 503 with Retry-After instead of a 500: a client may
// retry the former, while the latter is a fault of ours.

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** pg's own texts for a connection that died or never came (it sets no code on these). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];

function looksUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((text) => message.includes(text));
}

/** True when the error, or anything in its `cause` chain, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (looksUnavailable(candidate)) return true;
    // Node reports a failed "localhost" (IPv4 + IPv6) as an AggregateError.
    if (Array.isArray(candidate.errors) && candidate.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = candidate.cause;
  }
  return false;
}
