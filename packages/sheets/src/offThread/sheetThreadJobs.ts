// Inside the sheet thread: each message { id, bytes, limits } is answered with
// the file's rows in batches, then `done`, or with the Russian refusal. A few
// batches at most are on their way at once: the next is sent when the server
// has taken one ({ ack: id }), so a server busy checking rows is never handed
// a backlog it would have to unpack in one go (or hold).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { streamSheet } from '../readSheet';
import { SheetError } from '../sheetError';
import type { SheetRow } from '../sheet';
import type { SheetJob, SheetAnswer } from './sheetThread';

const BATCH = 2000;
/** Batches sent and not yet taken. */
const IN_FLIGHT = 2;
/** Below the requests and PostgreSQL on a busy machine (as the render thread). */
const NICE = 10;

const answer = (message: SheetAnswer) => parentPort?.postMessage(message);

let current = 0;
let credits = IN_FLIGHT;
let creditCame: (() => void) | null = null;

async function send(id: number, rows: SheetRow[]): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => (creditCame = resolve));
  credits -= 1;
  answer({ id, rows });
}

async function read({ id, bytes, limits }: SheetJob): Promise<void> {
  current = id;
  credits = IN_FLIGHT;
  let batch: SheetRow[] = [];
  try {
    for await (const row of streamSheet(bytes, limits)) {
      batch.push(row);
      if (batch.length === BATCH) {
        await send(id, batch);
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

parentPort?.on('message', (message: SheetJob | { ack: number }) => {
  if (!('ack' in message)) return void read(message);
  if (message.ack !== current) return;
  credits += 1;
  creditCame?.();
  creditCame = null;
});
