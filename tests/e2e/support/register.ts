// Registrations over the API, each from its own address: the shop allows a
// few sign-ups per address and hour (auth/limits.ts), and the journeys stand
// for many buyers, not one machine signing up a dozen times. The e2e server
// trusts X-Forwarded-For from loopback (global-setup.ts: TRUST_PROXY), as a
// deployment does from its nginx.
import type { APIRequestContext, APIResponse } from '@playwright/test';

let registrations = 0;

/** A documentation address (198.51.100.0/24, RFC 5737) per registration of this run. */
function nextAddress(): string {
  registrations += 1;
  return `198.51.100.${((process.pid + registrations) % 254) + 1}`;
}

export function registerAccount(
  request: APIRequestContext,
  options: { data: Record<string, unknown> },
): Promise<APIResponse> {
  return request.post('/api/auth/register', {
    ...options,
    headers: { 'x-forwarded-for': nextAddress() },
  });
}
