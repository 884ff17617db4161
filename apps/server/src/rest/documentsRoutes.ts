// PDFs for accounting systems: an order's invoice and a commercial offer from
// a list of parts. Both call the same procedures as the web client and send
// the file's bytes as application/pdf.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '@shop/api';
import { objectBody, pathParam, restRoute } from './adapter';

function sendPdf(reply: FastifyReply, file: { fileName: string; contentBase64: string }): FastifyReply {
  return reply
    .status(200)
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(Buffer.from(file.contentBase64, 'base64'));
}

export function registerDocumentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'GET', '/api/orders/:id/invoice.pdf', async (caller, request, reply) =>
    sendPdf(reply, await caller.orders.invoicePdf({ id: pathParam(request) as never })),
  );
  restRoute(app, deps, 'POST', '/api/commercial-offer.pdf', async (caller, request, reply) =>
    sendPdf(reply, await caller.orders.commercialOfferPdf(objectBody(request) as never)),
  );
}
