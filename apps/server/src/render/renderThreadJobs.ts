// Inside the render thread: each message { id, job } is answered with the
// PDF (its bytes moved, not copied), the mail, or the error's message.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderInvoice } from '@shop/documents';
import { renderStoredTemplate } from '@shop/mail';
import type { RenderAnswer, RenderJob } from './renderThread';

const RENDER_NICE = 10;

async function answer(id: number, job: RenderJob): Promise<RenderAnswer> {
  try {
    if (job.kind === 'invoice') {
      const pdf = await renderInvoice(job.data);
      return { id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
    }
    return { id, mail: renderStoredTemplate(job.template) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

// Mails can wait a moment, buyers should not: on a busy machine this thread
// yields the CPU to the requests and PostgreSQL (nice 10: about a tenth of
// a core against a busy one; idle cores it uses in full). On Linux the
// calling thread alone; elsewhere it may be the process, so only there.
if (process.platform === 'linux') setPriority(RENDER_NICE);

parentPort?.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  void answer(id, job).then((result) => {
    // A PDF's bytes are moved when they own their buffer (pdfkit's usually do).
    const moved = 'pdf' in result && result.pdf.byteLength === result.pdf.buffer.byteLength;
    parentPort?.postMessage(result, moved && 'pdf' in result ? [result.pdf.buffer as ArrayBuffer] : []);
  });
});
