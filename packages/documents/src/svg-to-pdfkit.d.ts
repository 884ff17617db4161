// svg-to-pdfkit ships no types: the one call the offer uses.
declare module 'svg-to-pdfkit' {
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
  export default SVGtoPDF;
}
