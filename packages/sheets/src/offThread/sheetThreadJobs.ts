// Inside the sheet thread: each message { id, bytes, limits } is answered with
// the file's rows in batches, then `done`, or with the Russian refusal.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { streamSheet } from '../readSheet';
import { SheetError } from '../sheetError';
import type { SheetRow } from '../sheet';
import type { SheetJob, SheetAnswer } from './sheetThread';

const BATCH = 2000;
/** Below the requests and PostgreSQL on a busy machine (as the render thread). */
const NICE = 10;

const answer = (message: SheetAnswer) => parentPort?.postMessage(message);

async function read({ id, bytes, limits }: SheetJob): Promise<void> {
  let batch: SheetRow[] = [];
  try {
    for await (const row of streamSheet(bytes, limits)) {
      batch.push(row);
      if (batch.length === BATCH) {
        answer({ id, rows: batch });
        batch = [];
      }
    }
    answer({ id, rows: batch, done: true });
  } catch (error) {
    if (error instanceof SheetError) answer({ id, refusal: error.message, row: error.row });
    else answer({ id, failure: error instanceof Error ? error.message : String(error) });
  }
}

if (process.platform === 'linux') setPriority(NICE);

parentPort?.on('message', (job: SheetJob) => void read(job));
