// (a) A session made through one instance works through every instance, and
// ending it anywhere ends it everywhere: sessions live in PostgreSQL.
import { call, login } from '../client';
import { expect } from '../harness';
import type { ClusterContext } from '../context';

export async function checkSharedSessions(ctx: ClusterContext): Promise<string> {
  const [a, b] = ctx.instances;
  const buyer = ctx.buyers[0]!;
  const session = await login(ctx.nginx.url, buyer.email, buyer.password);
  const path = `/api/users/${session.userId}/orders`;
  expect((await call(`${a.url}${path}`, { token: session.token })).status === 200, 'bearer refused by A');
  expect((await call(`${b.url}${path}`, { token: session.token })).status === 200, 'bearer refused by B');
  expect(session.cookie.startsWith('shop_session='), `login set no session cookie: "${session.cookie}"`);
  for (let i = 0; i < 4; i += 1) {
    const answer = await call(`${ctx.nginx.url}${path}`, { cookie: session.cookie });
    expect(answer.status === 200, `cookie refused through nginx (${answer.status})`);
  }
  expect((await call(`${ctx.nginx.url}${path}`)).status === 401, 'no session must get 401');

  const logout = await call(`${a.url}/api/auth/logout`, { method: 'POST', token: session.token });
  expect(logout.status === 200, `logout on A answered ${logout.status}`);
  const after = await call(`${b.url}${path}`, { token: session.token });
  expect(after.status === 401, `B still accepts a session ended on A (${after.status})`);
  return 'login through nginx; bearer accepted by A and B, cookie through nginx; logout on A ends it on B';
}

/** The parts-data ETag is a hash of the answer, so every instance gives the same one. */
export async function checkSharedEtag(ctx: ClusterContext): Promise<string> {
  const [a, b] = ctx.instances;
  const buyer = ctx.buyers[1]!;
  const { token } = await login(ctx.nginx.url, buyer.email, buyer.password);
  const visitor = await call(`${ctx.nginx.url}/api/parts-data`);
  expect(visitor.status === 401, `a visitor got the price list through nginx (${visitor.status})`);
  const fromA = (await call(`${a.url}/api/parts-data`, { token, timeoutMs: 60_000 })).headers.get('etag');
  const fromB = (await call(`${b.url}/api/parts-data`, { token, timeoutMs: 60_000 })).headers.get('etag');
  expect(Boolean(fromA) && fromA === fromB, `ETags differ: A ${fromA}, B ${fromB}`);
  for (let i = 0; i < 4; i += 1) {
    const answer = await call(`${ctx.nginx.url}/api/parts-data`, {
      token,
      headers: { 'if-none-match': fromA! },
    });
    expect(answer.status === 304, `revalidation through nginx answered ${answer.status}, not 304`);
  }
  return `visitor 401; A and B give a buyer the same ETag ${fromA}; 4 revalidations through nginx got 304`;
}
