// The documents' procedures, part of the orders router: a PDF leaves as
// base64 (like the Excel export); the REST routes send the bytes as they are.
import { byIdInput, fileOutput, orderPreviewInput } from '@shop/schemas';
import { authedProcedure } from '../trpc';
import { commercialOfferFor } from './commercialOffer';
import { inPlaceDesk } from './documentDesk';
import { invoiceForViewer, type PdfFile } from './invoice';

const asBase64 = (file: PdfFile) => ({
  fileName: file.fileName,
  contentBase64: file.content.toString('base64'),
});

/** A document: one of the client's places at the desk, held from the first query to the answer. */
const documentProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const desk = ctx.documents ?? inPlaceDesk;
  const release = desk.admit(`user:${ctx.user.id}`);
  try {
    return await next({ ctx: { desk } });
  } finally {
    release();
  }
});

export const documentProcedures = {
  /** The invoice (счёт на оплату) of a bank-transfer order: its owner or an admin. */
  invoicePdf: documentProcedure
    .input(byIdInput)
    .output(fileOutput)
    .query(async ({ ctx, input }) => asBase64(await invoiceForViewer(ctx.db, ctx.user, input.id, ctx.desk))),

  /** A commercial offer from the cart's lines, at the buyer's prices. */
  commercialOfferPdf: documentProcedure
    .input(orderPreviewInput)
    .output(fileOutput)
    .mutation(async ({ ctx, input }) =>
      asBase64(await commercialOfferFor(ctx.db, ctx.user, input.items, ctx.files, ctx.desk)),
    ),
};
