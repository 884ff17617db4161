// `npm run bench:price-import`: the admin's price-list import at 50 000 rows on
// real PostgreSQL (issue 19 goals: preview <= 10 s, apply <= 30 s). The demo
// catalogue (5 000 parts) is loaded; the file changes every demo part's price
// and stock and adds 45 000 new parts with a cross number each.
import { migrateToLatest, seedDemoCatalog } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createCaller, createContextInner, createLucia, ensureActiveUser, type AppDeps } from '@shop/api';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);

async function main() {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'bench_import');
  try {
    await migrateToLatest(handle.db);
    await seedDemoCatalog(handle.db, { parts: 5000 });
    const deps: AppDeps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
    };
    const adminId = await ensureActiveUser(handle.db, {
      email: 'bench-admin@example.ru',
      password: 'bench12345',
      role: 'admin',
      firstName: 'Бенч',
      lastName: 'Админ',
    });
    const token = (await deps.lucia.createSession(adminId, {})).id;
    const caller = createCaller(await createContextInner(deps, { sessionToken: token }));
    const parts = await handle.db
      .selectFrom('parts')
      .select(['part_number', 'name', 'category_id', 'price'])
      .execute();
    const lines = ['Артикул;Название;Категория;Цена;Наличие;Кроссы'];
    for (const p of parts)
      lines.push(`${p.part_number};${p.name};${p.category_id};${(p.price + 100) / 100};7;`);
    for (let i = lines.length - 1; i < ROWS; i += 1)
      lines.push(`BENCH-${i};Запчасть ${i};engine;${100 + (i % 900)},50;${i % 50};OEM-${i}-X`);
    const contentBase64 = Buffer.from(lines.join('\n'), 'utf8').toString('base64');
    console.log(`${lines.length - 1} rows, ${(contentBase64.length / 1024 / 1024).toFixed(1)} MB as base64`);

    let start = Date.now();
    const preview = await caller.admin.catalog.importPreview({ fileName: 'bench.csv', contentBase64 });
    console.log(`preview: ${((Date.now() - start) / 1000).toFixed(1)} s (goal 10 s)`, preview.counts);
    start = Date.now();
    const applied = await caller.admin.catalog.importApply({ importId: preview.importId });
    console.log(`apply: ${((Date.now() - start) / 1000).toFixed(1)} s (goal 30 s)`, applied.counts);
  } finally {
    await handle.close();
  }
}

await main();
