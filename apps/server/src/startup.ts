// Everything between reading the configuration and listening: open the
// database, migrate, seed the demo, ensure the first admin.
import { createDb, migrateToLatest, seedDemoCatalog } from '@shop/db';
import {
  createLucia,
  runMaintenance,
  ensureActiveUser,
  ensureDemoAccounts,
  orderInvoiceAttachment,
  ORDER_INVOICE_ATTACHMENT,
  type AppDeps,
} from '@shop/api';
import {
  createMailTransport,
  createOutboxWorker,
  type MailTransport,
  type OutboxLogger,
  type OutboxWorker,
} from '@shop/mail';
import { createLocalFileStore, createS3FileStore, type FileStore } from '@shop/storage';
import { StartupError, type ServerConfig } from './env';
import { createRenderThread, type RenderThread } from './render/renderThread';

export interface Prepared {
  deps: AppDeps;
  databaseKind: 'postgres' | 'pglite';
  closeDb: () => Promise<void>;
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
}

export async function prepare(config: ServerConfig): Promise<Prepared> {
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error: unknown) => {
      throw new StartupError(oneLine(error));
    },
  );
  try {
    await migrateToLatest(handle.db);
    if (config.seedDemo) {
      await seedDemoCatalog(handle.db);
      await ensureDemoAccounts(handle.db);
    }
    if (config.adminEmail && config.adminPassword) {
      await ensureActiveUser(handle.db, {
        email: config.adminEmail,
        password: config.adminPassword,
        role: 'admin',
        firstName: 'Администратор',
        lastName: 'Магазина',
      });
    }
  } catch (error) {
    await handle.close();
    throw new StartupError(oneLine(error));
  }
  const deps: AppDeps = {
    db: handle.db,
    lucia: createLucia(handle.db, { secureCookies: config.secureCookies }),
    config: {
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      adminNotifyEmail: config.adminNotifyEmail,
      photoPublicUrl: config.photoPublicUrl,
      exchange1cEnabled: config.exchange1c !== undefined,
    },
    files: fileStoreOf(config),
  };
  return { deps, databaseKind: handle.kind, closeDb: handle.close };
}

/** The S3-compatible store when S3_* are set; else folders under DATA_DIR (photos in DATA_DIR/photos). */
function fileStoreOf(config: ServerConfig): FileStore {
  const store = config.fileStore;
  return store.kind === 's3' ? createS3FileStore(store) : createLocalFileStore(store.dir);
}

/** Starts delivering the mail outbox: over SMTP_URL, or as .eml files in DATA_DIR/mail. */
export function startMailWorker(config: ServerConfig, db: AppDeps['db'], logger: OutboxLogger): OutboxWorker {
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
  });
  const worker = shopOutboxWorker(db, transport, logger);
  worker.start();
  return worker;
}

/**
 * The outbox worker with what this shop makes at sending (an order's mails
 * and invoice), rendered on a thread of its own: the requests keep the
 * server's thread.
 */
export function shopOutboxWorker(
  db: AppDeps['db'],
  transport: MailTransport,
  logger?: OutboxLogger,
  render: RenderThread = createRenderThread(),
) {
  return createOutboxWorker({
    db,
    transport,
    logger,
    attachmentMakers: { [ORDER_INVOICE_ATTACHMENT]: orderInvoiceAttachment(db, render.invoice) },
    renderTemplate: render.mail,
  });
}

/** Hourly housekeeping of sessions, reset tokens and rate limits (and once shortly after start). */
export function startMaintenance(db: AppDeps['db'], logger: OutboxLogger): NodeJS.Timeout {
  const run = () =>
    runMaintenance(db).catch((error: unknown) => logger.error({ err: error }, 'maintenance failed'));
  setTimeout(run, 10_000).unref();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return timer;
}
