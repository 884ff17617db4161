import { describe, expect, it } from 'vitest';
import { fileTooLarge, fromBase64, toBase64 } from './fileBytes';

describe('file bytes', () => {
  it('round-trips any bytes through base64, a 2 MB file included', async () => {
    const bytes = new Uint8Array(2 * 1024 * 1024).map((_, i) => (i * 7) % 256);
    const base64 = await toBase64(new Blob([bytes]));
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    const back = Buffer.from(await fromBase64(base64, 'x').arrayBuffer());
    expect(back.equals(Buffer.from(bytes))).toBe(true);
  });

  it('tells a file over 2 MB before sending it', () => {
    expect(fileTooLarge(new Blob([new Uint8Array(2 * 1024 * 1024)]))).toBe(false);
    expect(fileTooLarge(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]))).toBe(true);
  });
});
