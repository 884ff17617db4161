// The part of unzipper (exceljs' own zip reader) the XLSX reader uses: a zip in
// memory, its entries by name, each opened as a stream of its unpacked bytes.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface ZipEntry {
    path: string;
    type: 'File' | 'Directory';
    stream(): Readable;
  }
  const unzipper: { Open: { buffer(bytes: Buffer): Promise<{ files: ZipEntry[] }> } };
  export default unzipper;
}
