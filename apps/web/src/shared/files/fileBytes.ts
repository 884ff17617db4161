// Files go to the server as base64 inside the tRPC call (the server reads
// them with the one table parser); files come back the same way.
import { QUICK_ORDER_MAX_FILE_BYTES } from '@shop/schemas/limits';

/** Larger files are refused before they are sent; the server checks again. */
export const fileTooLarge = (file: Blob): boolean => file.size > QUICK_ORDER_MAX_FILE_BYTES;

export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a million arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
