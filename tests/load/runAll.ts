// `npm run bench`: every benchmark in turn, each as its own npm script and
// process (bounded by BENCH_TIMEOUT_S each, default 1200 s), then every goal
// line they printed (`NAME: FIGURE UNIT (goal OP VALUE)`) once more, together,
// with the load average. BENCH_ONLY=catalog,orders runs a subset;
// BENCH_CATALOG_ARGS overrides the catalogue sizes (default: 100 000 and a
// million parts, the million kept in shop_bench_1m between runs).
import { spawn } from 'node:child_process';
import { loadAverage } from './support/report';

const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 1200) * 1000;
const CATALOG_ARGS = (process.env.BENCH_CATALOG_ARGS ?? '--parts 100000 --parts 1000000').split(' ');

const BENCHES: Array<{ name: string; script: string; args?: string[]; env?: Record<string, string> }> = [
  { name: 'catalog', script: 'bench:catalog', args: CATALOG_ARGS },
  // Search beside orders and a price list, on the varied million the catalogue bench keeps.
  { name: 'steady', script: 'bench:steady' },
  // Invoice orders (their PDFs rendered by the mail worker beside the requests) and cash ones.
  { name: 'orders', script: 'bench:orders', env: { BENCH_PAYMENT: 'invoice' } },
  { name: 'orders', script: 'bench:orders', env: { BENCH_PAYMENT: 'cash' } },
  { name: 'quick-order', script: 'bench:quick-order' },
  { name: 'dashboard', script: 'bench:dashboard' },
  { name: 'price-import', script: 'bench:price-import' },
  { name: 'documents', script: 'bench:documents' },
  { name: 'search', script: 'bench:search' },
  { name: 'lighthouse', script: 'bench:lighthouse' },
  { name: 'first-screen', script: 'bench:first-screen' },
];

const GOAL_LINE = /^[^:\n]+: [-\d.]+(?: \S+)? \(goal (?:<=|>=) [\d.]+\)$/;

function run(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; goals: string[] }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
      env: { ...process.env, ...env },
    });
    const goals: string[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      goals.push(...lines.filter((line) => GOAL_LINE.test(line.trim())).map((line) => line.trim()));
    });
    const timer = setTimeout(() => {
      console.error(`\n${script}: over ${TIMEOUT_MS / 1000} s, stopped`);
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (GOAL_LINE.test(pending.trim())) goals.push(pending.trim());
      resolve({ code, goals });
    });
  });
}

const only = process.env.BENCH_ONLY?.split(',');
const summary: string[] = [];
const failed: string[] = [];
console.log(`load average at start: ${loadAverage()}`);
for (const bench of BENCHES) {
  if (only && !only.includes(bench.name)) continue;
  const settings = Object.entries(bench.env ?? {}).map(([key, value]) => `${key}=${value} `);
  console.log(`\n===== ${settings.join('')}${bench.script} ${(bench.args ?? []).join(' ')} =====`);
  const started = Date.now();
  const { code, goals } = await run(bench.script, bench.args, bench.env);
  console.log(`===== ${bench.script}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code} =====`);
  if (code !== 0) failed.push(bench.script);
  summary.push(...goals);
}
console.log(`\nload average at end: ${loadAverage()}`);
console.log('\nAll goals:');
for (const line of summary) console.log(line);
if (failed.length > 0) {
  console.log(`\nfailed or stopped: ${failed.join(', ')}`);
  process.exitCode = 1;
}
