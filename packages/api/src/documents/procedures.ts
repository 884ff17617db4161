// The documents' procedures, part of the orders router: a PDF leaves as
// base64 (like the Excel export); the REST routes send the bytes as they are.
import { byIdInput, fileOutput, orderPreviewInput } from '@shop/schemas';
import { commercialOfferFor } from './commercialOffer';
import { documentProcedure } from './documentProcedure';
import { invoiceForViewer, type PdfFile } from './invoice';

const asBase64 = (file: PdfFile) => ({
  fileName: file.fileName,
  contentBase64: file.content.toString('base64'),
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
