// `npm run bench:price-import`: the admin's price-list import at 50 000 rows on
// real PostgreSQL (issue 19 goals: preview <= 10 s, apply <= 30 s). The demo
// catalogue (5 000 parts) is loaded; the file changes every demo part's price
// and stock and adds 45 000 new parts with a cross number each.
import { seedDemoCatalog } from '@shop/db';
import { createCaller, createContextInner } from '@shop/api';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);

async function main() {
  const handle = await scratchDb('bench_import');
  try {
    printLoad('at start');
    await seedDemoCatalog(handle.db, { parts: 5000 });
    const deps = benchDeps(handle.db);
    const { token } = await signedInUser(deps, {
      email: 'bench-admin@example.ru',
      role: 'admin',
      lastName: 'Админ',
    });
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
    const previewSeconds = (Date.now() - start) / 1000;
    console.log('preview counts', preview.counts);
    start = Date.now();
    const applied = await caller.admin.catalog.importApply({ importId: preview.importId });
    const applySeconds = (Date.now() - start) / 1000;
    console.log('apply counts', applied.counts);
    printLoad('at end');
    console.log('');
    goalLine(`price import preview of ${ROWS} rows`, previewSeconds, 's', { op: '<=', value: 10 });
    goalLine(`price import apply of ${ROWS} rows`, applySeconds, 's', { op: '<=', value: 30 });
  } finally {
    await handle.close();
  }
}

await main();
