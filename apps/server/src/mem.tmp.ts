import { createScratchPostgresDb } from '@shop/db/testing';
import { migrateToLatest } from '@shop/db';
import { createLucia, ensureActiveUser } from '@shop/api';
import { cachedFile, manyRowsCsv, manyRowsPriceList, manyRowsXlsx, zipBomb } from '@shop/sheets/testing';
import { startServerProcess } from './testing/serverProcess';
const handle = await createScratchPostgresDb('postgres://postgres@127.0.0.1:5432/postgres', 'memtmp');
await migrateToLatest(handle.db);
await handle.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
const id = await ensureActiveUser(handle.db, { email: 'a@example.ru', password: 'secret123', role: 'admin', firstName: 'А', lastName: 'Б' });
const token = (await createLucia(handle.db, { secureCookies: false }).createSession(id, {})).id;
const url = new URL('postgres://postgres@127.0.0.1:5432/postgres'); url.pathname = '/' + (await handle.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('d')).executeTakeFirstOrThrow()).d;
const server = await startServerProcess(url.toString());
const files = {
  bomb: ['/api/quick-order/file', cachedFile('bomb-150', () => zipBomb(150))],
  x150k: ['/api/quick-order/file', cachedFile('xlsx-150k', () => manyRowsXlsx(150_000))],
  csv1m: ['/api/quick-order/file', manyRowsCsv(1_000_000)],
  pl2m: ['/api/admin/price-list/preview?fileName=a.csv', manyRowsPriceList(2_000_000)],
  x1m: ['/api/admin/price-list/preview?fileName=a.xlsx', cachedFile('xlsx-1m', () => manyRowsXlsx(1_000_000, 1))],
} as const;
await new Promise((r) => setTimeout(r, 3000));
console.log('idle', server.rssMb().toFixed(0));
for (let round = 0; round < 2; round++) for (const [name, [path, body]] of Object.entries(files)) {
  const s = Date.now();
  const r = await fetch(server.base + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: Buffer.from(body) });
  console.log(name, r.status, (await r.text()).slice(0, 100), Date.now() - s, 'ms rss', server.rssMb().toFixed(0));
}
for (let i = 0; i < 6; i++) { await new Promise((r) => setTimeout(r, 2500)); console.log('after', (i + 1) * 2.5, 's', server.rssMb().toFixed(0)); }
await server.stop(); await handle.close();
