// `npm run bench:exchange-1c`: 1C sends a 100 000-product catalogue (import.xml
// and offers.xml, realistic product size) in file_limit pieces to the shop
// running as its own process on real PostgreSQL (issue 31 goals: the whole
// exchange <= 300 s, the server's memory growth <= 300 MB, and a buyer's
// catalogue search p95 <= 200 ms while it runs).
import { seedDemoCatalog } from '@shop/db';
import { startServerProcess } from '../../apps/server/src/testing/serverProcess';
import { OneC } from '../../apps/server/src/testing/oneC';
import { importXml, offersXml, type ProductFixture } from '../../apps/server/src/testing/commerceMl';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const WORDS = [
  'Поршень',
  'Прокладка',
  'Фильтр',
  'Ремень',
  'Свеча',
  'Колодки',
  'Сальник',
  'Вариатор',
  'Карбюратор',
  'Стартер',
];
const BRANDS = ['Sheng-E', 'Lipai', 'Yamaha', 'Motopart', 'Minarelli'];
const QUERIES = [
  'поршень',
  'фильтр 1200',
  'BNC-00042',
  'ремень вариатора',
  'sheng-e',
  'колодки',
  'карбюратор 17',
  'свеча',
];

function catalogue() {
  const groups = Array.from({ length: 40 }, (_, g) => ({ id: `bench-group-${g}`, name: `Группа ${g}` }));
  const products: ProductFixture[] = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: `7f1e0c2a-${String(i).padStart(4, '0').slice(-4)}-4b8e-9d3c-${String(i).padStart(12, '0')}`,
    article: `BNC-${String(i).padStart(5, '0')}`,
    name: `${WORDS[i % WORDS.length]} ${BRANDS[i % BRANDS.length]} ${50 + (i % 150)} куб.см, арт. ${i}`,
    description: `Оригинальная запчасть для скутеров и мопедов, совместима с двигателями 139QMB и 152QMI. Партия ${i % 97}.`,
    brand: BRANDS[i % BRANDS.length],
    group: groups[i % groups.length]!.id,
  }));
  const offers = products.map((p, i) => ({
    id: p.id,
    name: `${p.name} (черный)`,
    prices: { Оптовая: 100 + (i % 5000) + 0.5, Розничная: 150 + (i % 5000) },
    stock: i % 3 === 0 ? { warehouses: [i % 7, i % 5] } : { quantity: i % 40 },
  }));
  return { import: importXml({ groups, products }), offers: offersXml({ offers }) };
}

async function searchWhile(base: string, token: string, running: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; running(); i += 1) {
    const input = encodeURIComponent(JSON.stringify({ query: QUERIES[i % QUERIES.length], pageSize: 24 }));
    const start = performance.now();
    const reply = await fetch(`${base}/trpc/catalog.search?input=${input}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await reply.text();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

async function main() {
  const handle = await scratchDb('bench_1c');
  const login = { EXCHANGE_1C_LOGIN: 'bench-1c', EXCHANGE_1C_PASSWORD: 'bench-1c-secret' };
  try {
    await seedDemoCatalog(handle.db, { parts: 5000 });
    const { token } = await signedInUser(benchDeps(handle.db), { email: 'bench-buyer@example.ru' });
    const files = catalogue();
    console.log(
      `import.xml ${(files.import.byteLength / 1024 ** 2).toFixed(1)} MB, offers.xml ${(files.offers.byteLength / 1024 ** 2).toFixed(1)} MB`,
    );
    const server = await startServerProcess(handle.url, login);
    try {
      await searchWhile(
        server.base,
        token,
        (
          (n) => () =>
            n-- > 0
        )(QUERIES.length * 3),
      ); // warm plans
      const idle = await searchWhile(
        server.base,
        token,
        (
          (n) => () =>
            n-- > 0
        )(40),
      );
      console.log(`catalogue search p95 before the exchange: ${p95(idle).toFixed(1)} ms`);
      const rssBefore = server.rssMb();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 500);
      let running = true;
      const searches = searchWhile(server.base, token, () => running);
      printLoad('at start');
      const start = Date.now();
      const oneC = new OneC(server.base, login.EXCHANGE_1C_LOGIN, login.EXCHANGE_1C_PASSWORD);
      const replies = await oneC.exchangeCatalog([
        ['import.xml', files.import],
        ['offers.xml', files.offers],
      ]);
      const seconds = (Date.now() - start) / 1000;
      running = false;
      clearInterval(sampler);
      const times = await searches;
      printLoad('at end');
      if (replies.some((r) => r.lines[0] !== 'success'))
        throw new Error(`exchange failed: ${replies.map((r) => r.text).join(' | ')}`);
      const count = await handle.db
        .selectFrom('parts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('onec_id', 'is not', null)
        .executeTakeFirstOrThrow();
      console.log(`parts from 1C: ${count.n}; searches during the exchange: ${times.length}`);
      console.log('');
      goalLine(`exchange-1c ${PRODUCTS} products`, seconds, 's', { op: '<=', value: 300 });
      goalLine('exchange-1c server memory growth', rssPeak - rssBefore, 'MB', { op: '<=', value: 300 });
      goalLine('exchange-1c catalogue search p95 during the exchange', p95(times), 'ms', {
        op: '<=',
        value: 200,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
  }
}

await main();
