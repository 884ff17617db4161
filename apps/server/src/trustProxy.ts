// TRUST_PROXY: whose X-Forwarded-For the server believes. Believing everyone
// would let any client pick its own address and dodge the per-address rate
// limits, so the default is nobody; a deployment names its proxies.
import net from 'node:net';

/** What Fastify's `trustProxy` takes: false, addresses/CIDRs, or a function of (address, hop). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * N hops: the socket's peer and the N-1 X-Forwarded-For entries before it are
 * proxies. (Fastify 5 treats a bare number as "trust nobody".) Safe only when
 * nothing but those proxies can reach the app.
 */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** proxy-addr's names for address ranges, e.g. `loopback` = 127.0.0.1/8 and ::1. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Unset or empty: trust nobody (the socket's address counts). A whole number:
 * that many proxy hops in front. Otherwise a comma-separated list of proxy
 * addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
 * Returns an error text for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : trustHops(Number(value));
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    return {
      error: `TRUST_PROXY must be a hop count or proxy addresses/CIDRs (e.g. 10.0.0.5,172.16.0.0/12), got "${wrong}"`,
    };
  }
  return entries;
}
