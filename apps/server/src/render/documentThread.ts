// The documents buyers and admins ask for (invoice, commercial offer, Excel export) are
// drawn on a render thread of their own, not the mail outbox's: a 1 000-line
// offer is seconds of pdfkit that would stop every other request on the
// server's thread, and behind mails it would wait for them (issue 28.4).
import { createDocumentDesk, type DocumentDesk } from '@shop/api';
import { createRenderThread } from './renderThread';

/**
 * Below the mail thread's 10: a person waits for the document, yet the
 * requests' thread (nice 0) still comes first when the cores are busy.
 */
const DOCUMENT_NICE = 5;

export function documentDeskOnThread(): { desk: DocumentDesk; close(): Promise<void> } {
  const thread = createRenderThread({ nice: DOCUMENT_NICE });
  const desk = createDocumentDesk(thread.document);
  return { desk, close: () => thread.close() };
}
