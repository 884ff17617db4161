// Where buyers' and admins' documents are drawn, and how many at once. A
// 1 000-line offer is seconds of pdfkit: the server hands it to a render
// thread of its own (apps/server/src/render), here it is drawn in place
// (tests, the CLI). Each client has at most DOCUMENTS_IN_FLIGHT_PER_CLIENT
// documents under way; one more is refused with 429 (issue 28.4).
import { MAX_OFFER_PICTURES } from '@shop/documents';
import { t } from '@shop/i18n';
import { MAX_ORDER_LINES } from '@shop/schemas';
import { AppError } from '../errors';
import { linesOf, renderDocument, type DocumentJob } from './documentJobs';

export type { DocumentJob };

/** Draws a document: in this thread, or on a render thread. */
export type DocumentRenderer = (job: DocumentJob) => Promise<Buffer>;

export const DOCUMENTS_IN_FLIGHT_PER_CLIENT = 2;
/** A document's lines: as many as an order or a cart may have. */
export const MAX_DOCUMENT_LINES = MAX_ORDER_LINES;
export { MAX_OFFER_PICTURES };

export const renderInPlace: DocumentRenderer = renderDocument;

export interface DocumentDesk {
  /** Takes one of the client's places, or refuses with 429; the answer gives it back. */
  admit(client: string): () => void;
  render(job: DocumentJob): Promise<Buffer>;
}

export function createDocumentDesk(
  renderer: DocumentRenderer = renderInPlace,
  perClient = DOCUMENTS_IN_FLIGHT_PER_CLIENT,
): DocumentDesk {
  const inFlight = new Map<string, number>();
  return {
    admit(client) {
      const taken = inFlight.get(client) ?? 0;
      if (taken >= perClient)
        throw new AppError(
          'TOO_MANY_REQUESTS',
          t('requisites:documents.tooManyInFlight', { max: perClient }),
        );
      inFlight.set(client, taken + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(client) ?? 1) - 1;
        if (left > 0) inFlight.set(client, left);
        else inFlight.delete(client);
      };
    },
    render(job) {
      if (linesOf(job) > MAX_DOCUMENT_LINES)
        throw new AppError(
          'BAD_REQUEST',
          t('requisites:documents.tooManyLines', { max: MAX_DOCUMENT_LINES }),
        );
      return renderer(job);
    },
  };
}

/** For deps without a desk of their own (tests, the CLI): documents drawn in place. */
export const inPlaceDesk = createDocumentDesk();
