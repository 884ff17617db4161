// The only place that reads process.env. Names are fixed by DESIGN.md.
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export class StartupError extends Error {}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded part photos; a shared path (NFS, a mounted bucket) when several instances run. */
  photoDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminNotifyEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  /** Cookies get `Secure` when the public address is HTTPS. */
  secureCookies: boolean;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed; none by default. */
  trustProxy: TrustProxy;
  /** Bearer token /metrics requires; without it /metrics does not exist. */
  metricsToken: string | undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** A malformed SMTP_URL stops the start before listening, not at the first mail. */
function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new StartupError('SMTP_URL must look like smtp://user:password@host:port (or smtps://)');
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl))
    throw new StartupError(`PUBLIC_URL must start with http:// or https://`);
  const seedDefault = databaseUrl ? '0' : '1';
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) throw new StartupError(trustProxy.error);
  return {
    port,
    host,
    databaseUrl,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where `npm start` was typed.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data'),
    photoDir: path.resolve(
      env.INIT_CWD ?? process.cwd(),
      env.PHOTO_DIR || path.join(env.DATA_DIR || './data', 'photos'),
    ),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Запчасти для скутеров <noreply@scooter-parts.local>',
    adminNotifyEmail: env.ADMIN_NOTIFY_EMAIL || 'manager@scooter-parts.local',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: (env.SEED_DEMO ?? seedDefault) === '1',
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** Whether a failed start prints the whole error, not only its first line. */
export const wantsDebugOutput = (env: NodeJS.ProcessEnv = process.env): boolean => env.LOG_LEVEL === 'debug';
