// Starts the shop: configuration, database, HTTP. A bad setting stops the
// start with one clear line rather than a stack trace.
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@shop/api';
import { buildApp } from './app';
import { loadConfig, StartupError, wantsDebugOutput, type ServerConfig } from './env';
import { prepare, startMailWorker, startMaintenance } from './startup';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');

function listenError(error: NodeJS.ErrnoException, config: ServerConfig): Error {
  if (error.code === 'EADDRINUSE')
    return new StartupError(`port ${config.port} on ${config.host} is already in use (set PORT)`);
  if (error.code === 'EACCES')
    return new StartupError(`no permission to listen on ${config.host}:${config.port}`);
  if (error.code === 'EADDRNOTAVAIL')
    return new StartupError(`HOST ${config.host} is not an address of this machine`);
  return error;
}

function printBanner(config: ServerConfig, databaseKind: string): void {
  const lines = [
    `Shop is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  ];
  lines.push(
    `Database: ${databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}`,
  );
  lines.push(`Mail: ${config.smtpUrl ? 'SMTP' : `.eml files in ${config.dataDir}/mail`}`);
  if (config.seedDemo) {
    lines.push('Demo logins:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.role.padEnd(5)}  ${account.email}  /  ${account.password}`);
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  // The server renders a buyer's first screen with the web client's SSR build
  // (plugins/firstScreenRender.ts), whose React picks its build by NODE_ENV
  // when it is loaded: the development one renders several times slower.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const prepared = await prepare(config);
  const app = await buildApp({
    deps: prepared.deps,
    webDist,
    log: { level: config.logLevel },
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    exchange1c: config.exchange1c && { credentials: config.exchange1c },
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await prepared.closeDb();
    throw listenError(error as NodeJS.ErrnoException, config);
  }
  printBanner(config, prepared.databaseKind);
  const mailWorker = startMailWorker(config, prepared.deps.db, app.log);
  prepared.deps.outbox = mailWorker;
  const maintenance = startMaintenance(prepared.deps.db, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops accepting, lets in-flight requests finish
    clearInterval(maintenance);
    await mailWorker.stop(); // after requests (they may enqueue mail), before the DB closes
    await prepared.closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Cannot start the shop: ${message.split('\n')[0]}`);
  if (!(error instanceof StartupError) && wantsDebugOutput()) console.error(error);
  process.exit(1);
});
