// `npm run test:cluster`: two shop instances behind nginx over one fresh
// PostgreSQL database and one in-process SMTP server. Prints a PASS/FAIL line
// per check and exits non-zero on any failure; tears everything down always.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureActiveUser } from '@shop/api';
import { startSmtpTestServer } from '@shop/mail/testing';
import { startS3TestServer } from '@shop/storage/testing';
import { checkPhotoOnEveryInstance, checkPriceListOnEveryInstance } from './checks/files';
import { checkFailover } from './checks/failover';
import { checkMailsOnce } from './checks/mails';
import { checkNoOversell } from './checks/oversell';
import { checkClientAddresses, checkMetrics, METRICS_TOKEN } from './checks/proxy';
import { checkSharedEtag, checkSharedSessions } from './checks/sessions';
import { checkConcurrentStart } from './checks/startup';
import type { Account, ClusterContext } from './context';
import { createTestDatabase } from './database';
import { check, onTeardown, results, tearDown } from './harness';
import { startInstance, waitReady, type Instance } from './instances';
import { startNginx } from './nginx';

const CLOCK_OFFSET = '+30s';
const TIME_LIMIT_MS = Number(process.env.CLUSTER_TIME_LIMIT_MS ?? 170_000);
const admin: Account = { email: 'cluster-admin@example.ru', password: 'cluster-admin-secret' };
const buyers: Account[] = Array.from({ length: 6 }, (_, i) => ({
  email: `cluster-buyer-${i + 1}@example.ru`,
  password: `buyer-secret-${i + 1}`,
}));

async function startCluster(workDir: string): Promise<ClusterContext> {
  const database = await createTestDatabase();
  const smtp = await startSmtpTestServer();
  onTeardown('close the SMTP server', () => smtp.close());
  // One file store for both, as MinIO is in infra/compose.yaml; no file lives on one instance's disk.
  const s3 = await startS3TestServer('cluster');
  onTeardown('close the S3 server', () => s3.close());
  const env = {
    S3_URL: s3.config.url,
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    // Both seed on purpose: a compose file passes the same settings to every instance.
    SEED_DEMO: '1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NOTIFY_EMAIL: 'cluster-manager@example.ru',
    // nginx runs on loopback here; compose names its own address instead.
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
  };
  const started = Date.now();
  // The same moment on an empty database: the migration lock is what keeps this safe.
  // B's clock runs 30 s ahead of A's: leases and due times must follow the database's clock.
  const instances = (await Promise.all([
    startInstance({ name: 'a', env, logDir: workDir }),
    startInstance({ name: 'b', env, logDir: workDir, clockOffset: CLOCK_OFFSET }),
  ])) as [Instance, Instance];
  await Promise.all(instances.map((instance) => waitReady(instance, 120_000)));
  const startupMs = Date.now() - started;
  for (const buyer of buyers) {
    await ensureActiveUser(database.db, {
      ...buyer,
      role: 'user',
      firstName: 'Кластер',
      lastName: 'Покупатель',
    });
  }
  const nginx = await startNginx(path.join(workDir, 'nginx'), [instances[0].port, instances[1].port]);
  return { database, smtp, instances, nginx, admin, buyers, startupMs, figures: {} };
}

async function printLogTails(workDir: string): Promise<void> {
  for (const file of ['a.log', 'b.log', 'nginx/error.log']) {
    const text = await readFile(path.join(workDir, file), 'utf8').catch(() => '');
    if (text.trim())
      console.log(`--- last lines of ${file} ---\n${text.trim().split('\n').slice(-15).join('\n')}`);
  }
}

async function main(): Promise<number> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-'));
  onTeardown(`remove ${workDir}`, () => rm(workDir, { recursive: true, force: true }));
  const began = Date.now();
  let ctx: ClusterContext | undefined;
  await check('cluster starts: two instances on one empty database, nginx in front', async () => {
    ctx = await startCluster(workDir);
    return checkConcurrentStart(ctx);
  });
  if (ctx) {
    const c = ctx;
    await check('(a) a session made through one instance works through the other', () =>
      checkSharedSessions(c),
    );
    await check('catalogue ETag is the same on every instance', () => checkSharedEtag(c));
    await check('client addresses: nginx trusted (TRUST_PROXY), forged X-Forwarded-For ignored', () =>
      checkClientAddresses(c),
    );
    await check('/metrics only with METRICS_TOKEN', () => checkMetrics(c));
    await check('(e) a photo uploaded through A is served by B (one S3 store)', () =>
      checkPhotoOnEveryInstance(c),
    );
    await check('(e) a price list previewed on A is applied on B', () => checkPriceListOnEveryInstance(c));
    await check('(b) concurrent orders over both instances never oversell', () => checkNoOversell(c));
    await check('(d) stopping one instance mid-load loses no committed order', () => checkFailover(c));
    await check(`(c) each outbox mail is sent exactly once, B's clock ${CLOCK_OFFSET} off A's`, () =>
      checkMailsOnce(c),
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  if (failed > 0) await printLogTails(workDir);
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  const figures = ctx
    ? Object.entries(ctx.figures)
        .map(([k, v]) => `${k}=${Number(v.toFixed(1))}`)
        .join(' ')
    : '';
  console.log(`\ncluster: ${results.length - failed} passed, ${failed} failed in ${seconds} s ${figures}`);
  return failed > 0 ? 1 : 0;
}

let finishing = false;
async function finish(code: number): Promise<never> {
  if (!finishing) {
    finishing = true;
    await tearDown();
  }
  process.exit(code);
}

const limit = setTimeout(() => {
  console.log(`FAIL cluster test: still running after ${TIME_LIMIT_MS / 1000} s, giving up`);
  void finish(1);
}, TIME_LIMIT_MS);
limit.unref();
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

main().then(
  (code) => finish(code),
  (error: unknown) => {
    console.log(
      `FAIL cluster test: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return finish(1);
  },
);
