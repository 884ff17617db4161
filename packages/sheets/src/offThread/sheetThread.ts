// Uploaded tables are read on a thread of their own (issue 28): a file's
// rows, however many or hostile, never hold the server's event loop, and the
// thread's heap is capped (resourceLimits), so a file that needs too much
// memory kills the thread, not the shop. One job at a time, the others queue;
// a thread that dies is replaced at the next job, and one idle for a few
// seconds is stopped so that its memory goes back to the system.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { t } from '@shop/i18n';
import type { ReadLimits } from '../rowGuard';
import type { SheetRow } from '../sheet';
import { SheetError } from '../sheetError';
import { collectGarbage } from './reclaim';

export interface SheetJob {
  id: number;
  bytes: Uint8Array;
  limits: ReadLimits;
}

export type SheetAnswer =
  | { id: number; rows: SheetRow[]; done?: true }
  | { id: number; refusal: string; row?: number }
  | { id: number; failure: string };

/** The thread could not answer (it stopped, or too many files wait): try again later (503). */
export class SheetReaderUnavailable extends Error {
  constructor(message: string = t('quickOrder:errors.readerBusy')) {
    super(message);
    this.name = 'SheetReaderUnavailable';
  }
}

export interface SheetThreadOptions {
  /** The thread's heap; a file needing more is refused. */
  heapMb?: number;
  /** A file read longer than this is refused and its thread stopped. */
  timeoutMs?: number;
  /** Stop the thread after this long without work. */
  idleMs?: number;
  /** After a file at least this big, stop the thread at once when no other file waits. */
  largeFileBytes?: number;
  /** Files waiting beyond this many are refused at once (503). */
  maxQueued?: number;
}

/**
 * Takes each batch of rows as it arrives; what it throws refuses the file.
 * The thread sends no more rows until a promise it returns settles: a caller
 * whose work with the rows lags (a plan against the catalogue) holds the
 * reading back instead of piling rows up.
 */
export type RowsHandler = (rows: SheetRow[]) => void | Promise<void>;

interface Job {
  bytes: Uint8Array;
  limits: ReadLimits;
  /** Where the rows go: handed on batch by batch, or collected for the caller. */
  onRows: RowsHandler;
  /** The batches handed on so far, one event-loop turn apart. */
  handed: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

/** Rows handed on per turn of the event loop (a 2 000-row batch checked at once held it 60-80 ms). */
const ROWS_PER_TURN = 500;

const DEFAULTS: Required<SheetThreadOptions> = {
  heapMb: 256,
  // Room for a 20 MB list on a busy machine (the thread yields the CPU to requests).
  timeoutMs: 180_000,
  idleMs: 5_000,
  // A 20 MB price list leaves the thread holding ~180 MB (heap, buffers,
  // native memory): given back at once, not beside the rows the server now checks.
  largeFileBytes: 1024 * 1024,
  maxQueued: 16,
};

export function createSheetThread(options: SheetThreadOptions = {}) {
  const { heapMb, timeoutMs, idleMs, largeFileBytes, maxQueued } = { ...DEFAULTS, ...options };
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let active: { id: number; job: Job; timer: NodeJS.Timeout; on: Worker } | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;

  function finish(outcome: { done: true } | { error: Error }): void {
    if (!active) return;
    clearTimeout(active.timer);
    const { job } = active;
    active = null;
    if ('done' in outcome) job.resolve();
    else job.reject(outcome.error);
    if (job.bytes.byteLength >= largeFileBytes && queue.length === 0) stop();
    startNext();
  }

  function onAnswer(answer: SheetAnswer): void {
    if (!active || answer.id !== active.id) return;
    if ('rows' in answer) {
      const current = active;
      // A few hundred rows per turn of the event loop: the caller checks them
      // as they come, and requests wait for one slice at most, never for a
      // whole batch or for batches that arrived together.
      current.job.handed = current.job.handed
        .then(async () => {
          for (let start = 0; start < answer.rows.length; start += ROWS_PER_TURN) {
            await nextTurn();
            if (active !== current) return;
            await current.job.onRows(answer.rows.slice(start, start + ROWS_PER_TURN));
          }
          // Taken: the thread may send the next batch.
          if (!answer.done && active === current) current.on.postMessage({ ack: current.id });
        })
        .then(
          () => {
            if (answer.done && active === current) finish({ done: true });
          },
          (error: unknown) => {
            if (active !== current) return;
            // The thread would go on reading a file already refused: it goes.
            stop();
            finish({ error: error instanceof Error ? error : new Error(String(error)) });
          },
        );
    } else if ('refusal' in answer) finish({ error: new SheetError(answer.refusal, answer.row) });
    else finish({ error: new Error(`sheet thread: ${answer.failure}`) });
  }

  function stop(): void {
    const stopping = worker;
    worker = null;
    void stopping?.terminate();
  }

  /** Idle: the thread goes (its heap with it) and the garbage the files left here is collected. */
  function idle(): void {
    stop();
    collectGarbage();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./sheetThreadBoot.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    });
    started.on('message', onAnswer);
    started.on('error', (error: Error & { code?: string }) => {
      if (worker === started) worker = null;
      // A thread stopped while idle (or replaced) fails nothing of the next one's work.
      if (active?.on !== started) return;
      finish({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new SheetError(t('quickOrder:errors.fileTooHeavy'))
            : new SheetReaderUnavailable(t('errors:unavailable')),
      });
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      if (active?.on === started) finish({ error: new SheetReaderUnavailable(t('errors:unavailable')) });
    });
    worker = started;
    return started;
  }

  function startNext(): void {
    const job = queue.shift();
    if (!job) {
      worker?.unref();
      idleTimer = setTimeout(idle, idleMs).unref();
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    const target = thread();
    target.ref();
    const id = nextId++;
    const timer = setTimeout(() => {
      stop();
      finish({ error: new SheetError(t('quickOrder:errors.readTooLong', { seconds: timeoutMs / 1000 })) });
    }, timeoutMs);
    active = { id, job, timer, on: target };
    target.postMessage({ id, bytes: job.bytes, limits: job.limits } satisfies SheetJob);
  }

  /**
   * Reads the file on the thread and hands its rows to `onRows` a batch at a
   * time, as they come: a caller that checks them as they arrive never holds
   * the whole file's rows. Rejects with a SheetError (Russian), a
   * SheetReaderUnavailable, or what `onRows` threw.
   */
  function stream(bytes: Uint8Array, limits: ReadLimits, onRows: RowsHandler): Promise<void> {
    if (queue.length >= maxQueued) return Promise.reject(new SheetReaderUnavailable());
    return new Promise((resolve, reject) => {
      queue.push({ bytes, limits, onRows, handed: Promise.resolve(), resolve, reject });
      if (!active) startNext();
    });
  }

  return {
    stream,
    /** The file's rows, read on the thread; a SheetError (Russian) or SheetReaderUnavailable when not. */
    async read(bytes: Uint8Array, limits: ReadLimits): Promise<SheetRow[]> {
      const rows: SheetRow[] = [];
      await stream(bytes, limits, (batch) => {
        for (const row of batch) rows.push(row);
      });
      return rows;
    },
    /** Whether a thread is up now (it goes when idle, or after a large file). */
    isRunning(): boolean {
      return worker !== null;
    },
    async close(): Promise<void> {
      if (idleTimer) clearTimeout(idleTimer);
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}

export type SheetThread = ReturnType<typeof createSheetThread>;

let shared: SheetThread | null = null;

/** The process's one sheet thread (started at the first file). */
export function readSheetOffThread(bytes: Uint8Array, limits: ReadLimits): Promise<SheetRow[]> {
  shared ??= createSheetThread();
  return shared.read(bytes, limits);
}

/** The file's rows, a batch at a time, on the process's one sheet thread. */
export function streamSheetOffThread(
  bytes: Uint8Array,
  limits: ReadLimits,
  onRows: RowsHandler,
): Promise<void> {
  shared ??= createSheetThread();
  return shared.stream(bytes, limits, onRows);
}
