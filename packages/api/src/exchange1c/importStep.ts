// type=…&mode=import&filename=F: unpack the exchange's zips first (once),
// then import F in the background and answer `progress` until it is done.
import { t } from '@shop/i18n';
import type { ExchangeSession } from './session';
import { addCounts } from './session';
import { catalogFileKind } from './fileName';
import { findFile, listFiles, type ExchangeFile } from './pieces';
import { startIfFree, waitForFile, type FileState } from './jobs';
import { unpackZip } from './unzip';
import { importCatalog } from './imports/catalogImport';
import { importOffers } from './imports/offersImport';
import { importOrderStatuses } from './sale/statusImport';
import type { ImportContext } from './imports/context';

export interface ImportDeps extends ImportContext {
  /** How long one call waits for an import before answering `progress`. */
  waitMs: number;
  log?: (error: unknown) => void;
  /** Tells the mail worker a status mail may be waiting. */
  outboxNudge?: () => void;
}

export type StepResult = { reply: 'success' } | { reply: 'progress' } | { reply: 'failure'; reason: string };

async function runAndWait(
  deps: ImportDeps,
  file: ExchangeFile,
  work: () => Promise<void>,
): Promise<FileState> {
  await startIfFree(deps.db, file.id, work, deps.log);
  const state = await waitForFile(deps.db, file.id, deps.waitMs);
  if (!state.abandoned) return state;
  await startIfFree(deps.db, file.id, work, deps.log);
  return waitForFile(deps.db, file.id, deps.waitMs);
}

const resultOf = (state: FileState): StepResult =>
  state.state === 'done'
    ? { reply: 'success' }
    : state.state === 'failed'
      ? { reply: 'failure', reason: state.reason ?? '' }
      : { reply: 'progress' };

/** The zips not unpacked yet: unpacked now; anything but success stops the import here. */
async function unpackZips(deps: ImportDeps, exchangeId: number): Promise<StepResult | null> {
  const zips = (await listFiles(deps.db, exchangeId)).filter((f) => catalogFileKind(f.name) === 'zip');
  for (const zip of zips) {
    const result = resultOf(
      await runAndWait(deps, zip, async () => {
        await unpackZip(deps.db, deps.photos.files, zip);
      }),
    );
    if (result.reply !== 'success') return result;
  }
  return null;
}

function workFor(
  deps: ImportDeps,
  session: ExchangeSession,
  file: ExchangeFile,
): (() => Promise<void>) | string {
  if (session.type === 'sale') {
    if (!file.name.toLowerCase().endsWith('.xml'))
      return t('admin:exchange1c.protocol.unknownOrdersFile', { name: file.name });
    return async () => {
      await addCounts(deps.db, session.id, { updated: await importOrderStatuses(deps, file) });
      deps.outboxNudge?.();
    };
  }
  const kind = catalogFileKind(file.name);
  if (kind === 'import') return async () => addCounts(deps.db, session.id, await importCatalog(deps, file));
  if (kind === 'offers')
    return async () => addCounts(deps.db, session.id, { updated: await importOffers(deps, file) });
  return t('admin:exchange1c.protocol.unknownFile', { name: file.name });
}

export async function importStep(
  deps: ImportDeps,
  session: ExchangeSession,
  name: string,
): Promise<StepResult> {
  const stopped = await unpackZips(deps, session.id);
  if (stopped) return stopped;
  const file = await findFile(deps.db, session.id, name);
  if (!file) return { reply: 'failure', reason: t('admin:exchange1c.protocol.fileMissing', { name }) };
  const work = workFor(deps, session, file);
  if (typeof work === 'string') return { reply: 'failure', reason: work };
  return resultOf(await runAndWait(deps, file, work));
}
