// TRUST_PROXY names nginx (127.0.0.1 here): behind it each client keeps its own
// address for the per-address limits, whatever X-Forwarded-For it sends; a
// client that reaches an instance directly cannot claim another address.
// METRICS_TOKEN: /metrics answers only the scraper holding it.
import http from 'node:http';
import { sql } from '@shop/db';
import { call } from '../client';
import type { ClusterContext } from '../context';
import { expect } from '../harness';

export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

/** A password-reset request sent from a chosen loopback address, with a forged X-Forwarded-For. */
function forgotFrom(base: string, localAddress: string, email: string): Promise<number> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/auth/forgot-password`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function limitedAddresses(ctx: ClusterContext): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select key from rate_limits where key like 'reset:ip:%' order by key`.execute(ctx.database.db);
  return rows.map((row) => row.key.slice('reset:ip:'.length));
}

export async function checkClientAddresses(ctx: ClusterContext): Promise<string> {
  const [a] = ctx.instances;
  expect(
    (await forgotFrom(ctx.nginx.url, '127.0.0.2', 'proxy-check-1@example.ru')) === 200,
    'reset via nginx',
  );
  expect((await forgotFrom(a.url, '127.0.0.3', 'proxy-check-2@example.ru')) === 200, 'reset direct to A');
  const seen = await limitedAddresses(ctx);
  expect(
    seen.includes('127.0.0.2'),
    `the client behind nginx was not counted as 127.0.0.2: ${seen.join(', ')}`,
  );
  expect(seen.includes('127.0.0.3'), `the direct client was not counted as 127.0.0.3: ${seen.join(', ')}`);
  expect(!seen.includes('203.0.113.66'), 'a forged X-Forwarded-For was believed');
  return `limits counted ${seen.join(', ')}; the forged 203.0.113.66 was ignored through nginx and directly`;
}

export async function checkMetrics(ctx: ClusterContext): Promise<string> {
  const statuses: string[] = [];
  for (const instance of ctx.instances) {
    const refused = await call(`${instance.url}/metrics`);
    expect(refused.status === 401, `${instance.name} /metrics without the token answered ${refused.status}`);
    const scraped = await fetch(`${instance.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(10_000),
    });
    expect(scraped.status === 200, `${instance.name} /metrics with the token answered ${scraped.status}`);
    const text = await scraped.text();
    expect(text.includes('http_request_duration_seconds'), `${instance.name} /metrics lacks request latency`);
    statuses.push(`${instance.name} 401/200`);
  }
  const viaNginx = await call(`${ctx.nginx.url}/metrics`, { token: METRICS_TOKEN });
  expect(viaNginx.status === 200, `/metrics through nginx from loopback answered ${viaNginx.status}`);
  return `${statuses.join(', ')} without/with the bearer token; through nginx 200`;
}
