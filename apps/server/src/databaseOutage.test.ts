// While PostgreSQL is away every route answers 503 with Retry-After and a
// Russian message (never a 500), and the app recovers by itself when it returns.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import { createDb, migrateToLatest, type DbHandle } from '@shop/db';
import { createScratchPostgresDb, createUnreachableDb } from '@shop/db/testing';
import { buildApp } from './app';
import { registeredApiRoutes } from './plugins/openapi';
import { createTemporaryFileStore } from '@shop/storage/testing';

const RUSSIAN = /[А-Яа-яЁё]/;
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

/** A TCP relay to PostgreSQL that the test can cut and restore, as a failing network or server would. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
  };
}

function appOver(db: DbHandle['db']) {
  const deps: AppDeps = {
    db,
    lucia: createLucia(db, { secureCookies: false }),
    config: {
      publicUrl: 'http://localhost:3000',
      mailFrom: 'shop@test.local',
      adminNotifyEmail: 'm@test.local',
    },
    files: createTemporaryFileStore(),
  };
  return buildApp({ deps, webDist: '/nonexistent' });
}

describe('[OUTAGE] a database that is not there', () => {
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    handle = createUnreachableDb();
    app = await appOver(handle.db);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers 503 with Retry-After and a Russian message on every route and procedure', async () => {
    const session = { authorization: 'Bearer some-session-id' };
    const requests = [
      ...registeredApiRoutes(app).map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, url: path.replace(/\{\w+\}/g, '1') };
      }),
      ...procedures.map(({ path, type }) => ({
        method: type === 'query' ? 'GET' : 'POST',
        url: `/trpc/${path}`,
      })),
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/readyz' },
      { method: 'GET', url: '/sitemap.xml' },
    ];
    const problems: string[] = [];
    for (const { method, url } of requests) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: session,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: '{}', headers: { ...session, 'content-type': 'application/json' } }),
      });
      const body = res.json() as { message?: string; error?: { message?: string } };
      const message = body.error?.message ?? body.message ?? '';
      if (res.statusCode !== 503 || res.headers['retry-after'] !== '5' || !RUSSIAN.test(message))
        problems.push(
          `${method} ${url}: ${res.statusCode} retry-after=${res.headers['retry-after']} «${message}»`,
        );
    }
    expect(problems).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('[OUTAGE] PostgreSQL going away and coming back', () => {
  let scratch: DbHandle & { url: string };
  let proxied: DbHandle;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let buyer: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchPostgresDb(process.env.TEST_DATABASE_URL!);
    await migrateToLatest(scratch.db);
    const url = new URL(scratch.url);
    relay = await startRelay(url);
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${relay.port}`;
    proxied = await createDb({ databaseUrl: relayed.toString(), dataDir: ':memory:' });
    app = await appOver(proxied.db);
    const id = await ensureActiveUser(scratch.db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Иван',
      lastName: 'Петров',
    });
    buyer = {
      authorization: `Bearer ${(await createLucia(scratch.db, { secureCookies: false }).createSession(id, {})).id}`,
    };
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await scratch.close();
  });

  const probes = () =>
    Promise.all([
      app.inject('/healthz'),
      app.inject({ url: '/api/parts-data', headers: buyer }),
      app.inject({ url: '/trpc/auth.me', headers: buyer }),
    ]);

  it('answers 503 while it is away and 200 again once it is back, without a restart', async () => {
    expect((await probes()).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await relay.cut();
    const away = await probes();
    expect(away.map((res) => res.statusCode)).toEqual([503, 503, 503]);
    for (const res of away) expect(res.headers['retry-after']).toBe('5');
    await relay.restore();
    expect((await probes()).map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });
});
