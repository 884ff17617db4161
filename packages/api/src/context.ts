// The request context every procedure receives. `createContextInner` builds it
// without HTTP, so tests and the CLI call procedures through `createCaller`.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import type { Cookie } from 'lucia';
import type { AppLucia, SessionUser } from './auth/lucia';
import type { DocumentDesk } from './documents/documentDesk';

export interface AppConfig {
  publicUrl: string;
  mailFrom: string;
  adminNotifyEmail: string;
  /** Base address of uploaded photos stored from now on (PHOTO_PUBLIC_URL); unset: /media/parts. */
  photoPublicUrl?: string;
  /** Whether the 1C exchange is switched on (EXCHANGE_1C_LOGIN and EXCHANGE_1C_PASSWORD set). */
  exchange1cEnabled?: boolean;
}

/** What lives as long as the server: the database, sessions, configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  lucia: AppLucia;
  config: AppConfig;
  /** Every file the shop keeps (photos, price lists): shared by all instances. */
  files: FileStore;
  /** The mail outbox worker, told to run soon after a change that may have queued mail. */
  outbox?: { nudge(): void };
  /** Where buyers' and admins' documents are drawn (the server: a render thread); else in place. */
  documents?: DocumentDesk;
}

export interface RequestInfo {
  ip: string;
  userAgent: string;
  /** The session token the request carried (cookie or bearer), if any. */
  sessionToken: string | null;
  /** Lets a procedure set or clear the session cookie on the response. */
  setCookie: (cookie: Cookie) => void;
}

export interface Context extends AppDeps, RequestInfo {
  user: SessionUser | null;
  sessionId: string | null;
}

/** Resolves the session token to an active user; blocked or expired sessions count as none. */
export async function createContextInner(
  deps: AppDeps,
  request: Partial<RequestInfo> = {},
): Promise<Context> {
  const info: RequestInfo = {
    ip: request.ip ?? '127.0.0.1',
    userAgent: request.userAgent ?? '',
    sessionToken: request.sessionToken ?? null,
    setCookie: request.setCookie ?? (() => {}),
  };
  let user: SessionUser | null = null;
  let sessionId: string | null = null;
  if (info.sessionToken) {
    const result = await deps.lucia.validateSession(info.sessionToken);
    if (result.session && result.user.emailVerified === 1) {
      user = result.user;
      sessionId = result.session.id;
      if (result.session.fresh) info.setCookie(deps.lucia.createSessionCookie(result.session.id));
    } else if (!result.session) {
      info.setCookie(deps.lucia.createBlankSessionCookie());
    }
  }
  return { ...deps, ...info, user, sessionId };
}
