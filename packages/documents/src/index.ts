// @shop/documents: the invoice (счёт на оплату) and the commercial offer as
// PDF, drawn with pdfkit and the bundled PT Sans font.
export { renderInvoice, invoiceQrPayload, invoicePurpose } from './invoice';
export { MAX_OFFER_PICTURES, renderCommercialOffer } from './commercialOffer';
export { amountInWords } from './amountInWords';
export { paymentQrPayload } from './paymentQr';
export type { DocumentLine, InvoiceData, OfferData, OfferLine, Supplier } from './types';
