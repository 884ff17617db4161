// Text files from Russian offices come in three encodings: UTF-8 (with or
// without a BOM), Windows-1251 (Excel's "CSV (разделители — запятые)" and 1C
// exports) and UTF-16 (Excel's "Текст Юникод"). Valid UTF-8 is taken as UTF-8;
// anything else is Windows-1251, the only single-byte encoding in use here.
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251';

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  // Checked in place: decoding a 20 MB file only to look would double it in memory.
  return isUtf8(bytes) ? 'utf-8' : 'windows-1251';
}

/** The text of a file in whichever of the encodings above it is, without a BOM. */
export function decodeText(bytes: Uint8Array): string {
  const encoding = detectEncoding(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return iconv.decode(buffer, encoding, { stripBOM: true });
}
