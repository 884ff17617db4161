// "Обмен с сайтом" as 1C speaks it: one handler for every call of
// /api/1c/exchange, free of HTTP details (the server's plugin adapts it).
// Replies are the exact lines 1C parses: `success`, `progress`, `failure`
// and a reason in Russian, `zip=yes` / `file_limit=N`, or an XML document.
import type { Exchange1cType } from '@shop/db';
import { t } from '@shop/i18n';
import { FileStoreUnavailable } from '@shop/storage';
import { catalogFileKind, safeFileName } from './fileName';
import { appendPiece, fileSize } from './pieces';
import { importStep, type ImportDeps } from './importStep';
import { confirmExported, queryOrders } from './sale/ordersQuery';
import {
  basicAuthMatches,
  EXCHANGE_COOKIE,
  findExchange,
  recordFailure,
  type Exchange1cCredentials,
  type ExchangeSession,
} from './session';
import { clearExchangeFiles, endEarlierExchanges } from './cleanup';
import { reasonOf } from './jobs';

export interface ExchangeDeps extends ImportDeps {
  credentials: Exchange1cCredentials;
  /** The largest piece 1C may send (`file_limit`). */
  fileLimit: number;
}

export interface ExchangeRequest {
  type?: string;
  mode?: string;
  filename?: string;
  /** The value of our cookie, when the call carries it. */
  cookie?: string;
  authorization?: string;
  body?: Buffer;
}

export interface ExchangeReply {
  body: string;
  contentType: 'text/plain; charset=utf-8' | 'application/xml; charset=utf-8';
}

/** A file may not grow past this (a zip of a whole catalogue with its pictures fits). */
export const MAX_FILE_BYTES = 4 * 1024 ** 3;

const text = (...lines: string[]): ExchangeReply => ({
  body: `${lines.join('\n')}\n`,
  contentType: 'text/plain; charset=utf-8',
});
const failure = (reason: string) => text('failure', reason);
const isType = (type: string | undefined): type is Exchange1cType => type === 'catalog' || type === 'sale';

async function checkauth(deps: ExchangeDeps, request: ExchangeRequest): Promise<ExchangeReply> {
  if (!basicAuthMatches(request.authorization, deps.credentials))
    return failure(t('admin:exchange1c.protocol.wrongCredentials'));
  const type = request.type;
  if (!isType(type)) return failure(t('admin:exchange1c.protocol.unknownType', { type: type ?? '' }));
  const { token } = await endEarlierExchanges(deps.db, deps.photos.files, type);
  return text('success', EXCHANGE_COOKIE, token);
}

async function file(deps: ExchangeDeps, session: ExchangeSession, request: ExchangeRequest) {
  if (!request.filename) return failure(t('admin:exchange1c.protocol.noFileName'));
  const name = safeFileName(request.filename);
  if (!name)
    return failure(t('admin:exchange1c.protocol.badFileName', { name: request.filename.slice(0, 200) }));
  const body = request.body ?? Buffer.alloc(0);
  const written = await appendPiece(deps.db, deps.photos.files, session.id, name, body);
  if (fileSize(written) > MAX_FILE_BYTES)
    return failure(t('admin:exchange1c.protocol.tooLarge', { name, maxMb: MAX_FILE_BYTES / 1024 ** 2 }));
  if (written.pieces.length === 1 && catalogFileKind(name) !== 'picture')
    await noteFileName(deps, session, name);
  return text('success');
}

async function noteFileName(deps: ExchangeDeps, session: ExchangeSession, name: string) {
  await deps.db
    .updateTable('exchange_1c_exchanges')
    .set((eb) => ({ files: eb.fn('array_append', [eb.ref('files'), eb.val(name)]) }))
    .where('id', '=', session.id)
    .where((eb) => eb(eb.fn('cardinality', [eb.ref('files')]), '<', 50))
    .execute();
}

async function importFile(deps: ExchangeDeps, session: ExchangeSession, request: ExchangeRequest) {
  const name = safeFileName(request.filename);
  if (!name)
    return failure(
      t('admin:exchange1c.protocol.badFileName', { name: (request.filename ?? '').slice(0, 200) }),
    );
  const result = await importStep(deps, session, name);
  if (result.reply === 'failure') return failure(result.reason);
  return text(result.reply);
}

async function afterAuth(
  deps: ExchangeDeps,
  session: ExchangeSession,
  request: ExchangeRequest,
): Promise<ExchangeReply> {
  switch (request.mode) {
    case 'init':
      await clearExchangeFiles(deps.db, deps.photos.files, session.id);
      return text('zip=yes', `file_limit=${deps.fileLimit}`);
    case 'file':
      return file(deps, session, request);
    case 'import':
      return importFile(deps, session, request);
    case 'query':
      return { body: await queryOrders(deps.db, session.id), contentType: 'application/xml; charset=utf-8' };
    case 'success':
      await confirmExported(deps.db, session.id);
      return text('success');
    // Newer 1C ends a catalogue exchange with these; there is nothing left to do.
    case 'complete':
    case 'deactivate':
      return text('success');
    default:
      return failure(t('admin:exchange1c.protocol.unknownMode', { mode: (request.mode ?? '').slice(0, 40) }));
  }
}

export async function handleExchange(deps: ExchangeDeps, request: ExchangeRequest): Promise<ExchangeReply> {
  if (request.mode === 'checkauth') return checkauth(deps, request);
  const session = await findExchange(deps.db, request.cookie);
  if (!session) return failure(t('admin:exchange1c.protocol.noCookie'));
  try {
    const reply = await afterAuth(deps, session, request);
    if (reply.body.startsWith('failure\n'))
      await recordFailure(deps.db, session.id, reply.body.split('\n')[1]!);
    return reply;
  } catch (error) {
    const reason = error instanceof FileStoreUnavailable ? reasonOf(error) : reasonOf(error, deps.log);
    await recordFailure(deps.db, session.id, reason).catch(() => {});
    return failure(reason);
  }
}
