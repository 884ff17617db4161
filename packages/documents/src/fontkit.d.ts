// fontkit (pdfkit's font parser) ships no types; only what pdf.ts uses.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
