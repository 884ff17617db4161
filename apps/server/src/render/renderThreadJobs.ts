// Inside the render thread: each message { id, job } is answered with the
// PDF (its bytes moved, not copied), the mail, or the error's message.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderCommercialOffer, renderInvoice, type OfferData } from '@shop/documents';
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

async function pdfOf(job: Exclude<RenderJob, { kind: 'mail' }>): Promise<Buffer> {
  return job.kind === 'invoice' ? renderInvoice(job.data) : renderCommercialOffer(withBuffers(job.data));
}

async function answer(id: number, job: RenderJob): Promise<RenderAnswer> {
  try {
    if (job.kind === 'mail') return { id, mail: renderStoredTemplate(job.template) };
    const pdf = await pdfOf(job);
    return { id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
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
    // A PDF's bytes are moved when they own their buffer (pdfkit's usually do).
    const moved = 'pdf' in result && result.pdf.byteLength === result.pdf.buffer.byteLength;
    parentPort?.postMessage(result, moved && 'pdf' in result ? [result.pdf.buffer as ArrayBuffer] : []);
  });
});
