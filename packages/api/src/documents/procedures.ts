// orders.documents: the invoice, the commercial offer and the Excel export.
// A file leaves as base64; the REST routes send the bytes as they are.
import { byIdInput, exportXlsxInput, fileOutput, orderPreviewInput } from '@shop/schemas';
import { exportXlsx } from '../orders/quickOrder/exportXlsx';
import { EXPORT_PER_CLIENT } from '../orders/quickOrder/limits';
import { limitPerClient, router } from '../trpc';
import { commercialOfferFor } from './commercialOffer';
import { documentProcedure } from './documentProcedure';
import { invoiceForViewer, type PdfFile } from './invoice';

const asBase64 = (file: PdfFile) => ({
  fileName: file.fileName,
  contentBase64: file.content.toString('base64'),
});

export const documentsRouter = router({
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

  /** A cart, one of the viewer's orders (any order for an admin) or saved lists as XLSX, base64. */
  exportXlsx: documentProcedure
    .use(limitPerClient('export-xlsx', EXPORT_PER_CLIENT))
    .input(exportXlsxInput)
    .output(fileOutput)
    .mutation(({ ctx, input }) => exportXlsx(ctx.db, ctx.user, input, ctx.desk)),
});
