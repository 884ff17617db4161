// Inside the render thread: each message { id, job } is answered with the
// PDF (its bytes moved, not copied), the mail, or the error's message.
import { parentPort } from 'node:worker_threads';
import { renderInvoice } from '@shop/documents';
import { renderStoredTemplate } from '@shop/mail';
import type { RenderAnswer, RenderJob } from './renderThread';

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

parentPort?.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  void answer(id, job).then((result) => {
    // A PDF's bytes are moved when they own their buffer (pdfkit's usually do).
    const moved = 'pdf' in result && result.pdf.byteLength === result.pdf.buffer.byteLength;
    parentPort?.postMessage(result, moved && 'pdf' in result ? [result.pdf.buffer as ArrayBuffer] : []);
  });
});
