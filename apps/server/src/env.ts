// The only place that reads process.env. Names are fixed by DESIGN.md.
import path from 'node:path';
import type { S3StoreConfig } from '@shop/storage';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export class StartupError extends Error {}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Every file the shop keeps: an S3-compatible store when S3_* are set, else folders under DATA_DIR. */
  fileStore: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StoreConfig);
  /** Where browsers fetch uploaded photos straight from the store; unset: the shop serves /media/parts/. */
  photoPublicUrl: string | undefined;
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
  /** The 1C exchange's HTTP Basic credentials; without both /api/1c/exchange does not exist. */
  exchange1c: { login: string; password: string } | undefined;
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

const S3_NAMES = ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All of S3_URL, S3_BUCKET and the keys, or none of them (then folders under DATA_DIR). */
function parseFileStore(env: NodeJS.ProcessEnv, dataDir: string): ServerConfig['fileStore'] {
  const missing = S3_NAMES.filter((name) => !env[name]);
  if (missing.length === S3_NAMES.length) return { kind: 'local', dir: dataDir };
  if (missing.length > 0)
    throw new StartupError(`${missing.join(', ')} must be set too when any of ${S3_NAMES.join(', ')} is`);
  if (!/^https?:\/\//.test(env.S3_URL!)) throw new StartupError('S3_URL must start with http:// or https://');
  return {
    kind: 's3',
    url: env.S3_URL!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || undefined,
  };
}

function parsePhotoPublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^(https?:\/\/|\/)/.test(raw))
    throw new StartupError('PHOTO_PUBLIC_URL must start with http://, https:// or /');
  return raw.replace(/\/+$/, '');
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
  // npm runs workspace scripts inside the workspace; INIT_CWD is where `npm start` was typed.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    fileStore: parseFileStore(env, dataDir),
    photoPublicUrl: parsePhotoPublicUrl(env.PHOTO_PUBLIC_URL),
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
    exchange1c:
      env.EXCHANGE_1C_LOGIN && env.EXCHANGE_1C_PASSWORD
        ? { login: env.EXCHANGE_1C_LOGIN, password: env.EXCHANGE_1C_PASSWORD }
        : undefined,
  };
}

/** Whether a failed start prints the whole error, not only its first line. */
export const wantsDebugOutput = (env: NodeJS.ProcessEnv = process.env): boolean => env.LOG_LEVEL === 'debug';
