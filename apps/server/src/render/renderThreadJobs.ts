// Inside the render thread: each message { id, job } is answered with the
// file (a PDF or an XLSX, its bytes moved, not copied), the mail, or the
// error's message.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderDocument, type DocumentJob } from '@shop/api/documentJobs';
import type { OfferData } from '@shop/documents';
import { renderStoredTemplate } from '@shop/mail';
import type { RenderAnswer, RenderJob } from './renderThread';

/** A message carries a Buffer as a plain Uint8Array; pdfkit takes pictures only as Buffers. */
const withBuffers = (data: OfferData): OfferData => ({
  ...data,
  lines: data.lines.map((line) => ({
    ...line,
    image: line.image && {
      png: Buffer.from(line.image.png.buffer, line.image.png.byteOffset, line.image.png.byteLength),
    },
  })),
});

const fileOf = (job: DocumentJob): Promise<Buffer> =>
  renderDocument(job.kind === 'offer' ? { kind: 'offer', data: withBuffers(job.data) } : job);

async function answer(id: number, job: RenderJob): Promise<RenderAnswer> {
  try {
    if (job.kind === 'mail') return { id, mail: renderStoredTemplate(job.template) };
    const file = await fileOf(job);
    return { id, file: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

// On a busy machine this thread yields the CPU to the requests and
// PostgreSQL (renderThread.ts picks how much); idle cores it uses in full.
// On Linux the calling thread alone; elsewhere it may be the process, so only there.
if (process.platform === 'linux') setPriority((workerData as { nice: number }).nice);

parentPort?.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  void answer(id, job).then((result) => {
    // A file's bytes are moved when they own their buffer (pdfkit's usually do).
    const moved = 'file' in result && result.file.byteLength === result.file.buffer.byteLength;
    parentPort?.postMessage(result, moved && 'file' in result ? [result.file.buffer as ArrayBuffer] : []);
  });
});
