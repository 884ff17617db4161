// Documents and mails rendered on a worker thread (issue 21): an invoice PDF
// costs 70-280 ms of CPU (pdfkit's text layout, the QR code, font subsetting)
// and an order's two mails a fifth of an order's work; on the server's thread
// the requests waited behind them. The outbox worker sends through this: the
// requests keep the event loop, the second core renders.
//
// One thread, started at the first job and left unreferenced (it never keeps
// the process alive); a thread that dies fails its jobs (the outbox retries
// them) and the next job starts another. Each RenderThread is a thread and a
// queue of its own: the server has one for the mail outbox and one for the
// documents buyers and admins wait for (issue 28.4), so neither waits for the other.
import { Worker } from 'node:worker_threads';
import type { DocumentJob } from '@shop/api/documentJobs';
import type { InvoiceData } from '@shop/documents';
import type { MailContent, StoredTemplate } from '@shop/mail';

/** What the thread does (renderThreadJobs.ts answers each). */
export type RenderJob = DocumentJob | { kind: 'mail'; template: StoredTemplate };

export type RenderAnswer =
  { id: number; file: Uint8Array } | { id: number; mail: MailContent } | { id: number; error: string };

export interface RenderThread {
  invoice(data: InvoiceData): Promise<Buffer>;
  /** An invoice, an offer or an Excel export. */
  document(job: DocumentJob): Promise<Buffer>;
  mail(template: StoredTemplate): Promise<MailContent>;
  close(): Promise<void>;
}

export interface RenderThreadOptions {
  /**
   * The thread's nice value on Linux: mails can wait (10, about a tenth of a
   * core against a busy one); a buyer waits for a document (less).
   */
  nice?: number;
}

interface Pending {
  resolve(answer: RenderAnswer): void;
  reject(error: Error): void;
}

export function createRenderThread({ nice = 10 }: RenderThreadOptions = {}): RenderThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    // Plain JavaScript that registers tsx first: its loader does not reach worker threads.
    const started = new Worker(new URL('./renderThreadBoot.mjs', import.meta.url), { workerData: { nice } });
    started.unref();
    started.on('message', (answer: RenderAnswer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      job?.resolve(answer);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`render thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  function run(job: RenderJob): Promise<RenderAnswer> {
    const target = thread();
    const id = nextId++;
    // Referenced while a job is in flight, so a CLI that sends and exits waits for it.
    target.ref();
    return new Promise<RenderAnswer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ id, job });
    }).then((answer) => {
      if ('error' in answer) throw new Error(answer.error);
      return answer;
    });
  }

  async function file(job: RenderJob): Promise<Buffer> {
    const answer = await run(job);
    if (!('file' in answer)) throw new Error('render thread answered no file');
    return Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength);
  }

  return {
    invoice: (data) => file({ kind: 'invoice', data }),
    document: file,
    async mail(template) {
      const answer = await run({ kind: 'mail', template });
      if (!('mail' in answer)) throw new Error('render thread answered no mail');
      return answer.mail;
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
