// The shop listening on a loopback port with the 1C exchange on, over
// PostgreSQL, and a 1C to talk to it.
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestAppOptions } from './testApp';
import { OneC } from './oneC';

export const EXCHANGE_CREDENTIALS = { login: '1c-exchange', password: 'secret-1c' };

export async function startExchangeServer(options: TestAppOptions = {}) {
  const t = await createTestApp('postgres', {
    exchange1c: { credentials: EXCHANGE_CREDENTIALS, fileLimit: 64 * 1024, waitMs: 2_000 },
    ...options,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    ...t,
    base,
    oneC: () => new OneC(base, EXCHANGE_CREDENTIALS.login, EXCHANGE_CREDENTIALS.password),
  };
}

export type ExchangeServer = Awaited<ReturnType<typeof startExchangeServer>>;
