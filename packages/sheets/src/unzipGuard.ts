// The unpacked text of an XLSX part, refused as soon as the whole file has
// unpacked to more than its budget or a run of text without markup is longer
// than any cell may be: a zip bomb is stopped after a few kilobytes, not after
// the 150 MB it holds. Decoding here, with the stream's state kept between
// chunks, also keeps a Cyrillic letter split between two chunks whole.
import type { Readable } from 'node:stream';
import { t } from '@shop/i18n';
import { SheetError } from './sheetError';

export interface UnzipBudget {
  /** Bytes the file may still unpack to. */
  left: number;
  readonly maxBytes: number;
  /** Longest text between two '<' or '>' allowed (a cell, escaped, with room to spare). */
  readonly maxRun: number;
  /** The refusal of a run that is too long. */
  readonly runTooLong: () => SheetError;
}

const LT = 60;
const GT = 62;

/** The longest run of `text` without '<' or '>', the run carried in from before included. */
function runs(text: string, carried: number): { longest: number; trailing: number } {
  let longest = 0;
  let run = carried;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === LT || code === GT) {
      if (run > longest) longest = run;
      run = 0;
    } else run += 1;
  }
  return { longest: Math.max(longest, run), trailing: run };
}

export async function* guardedText(stream: Readable, budget: UnzipBudget): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let run = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.byteLength;
      if (budget.left < 0)
        throw new SheetError(
          t('quickOrder:errors.unzippedTooLarge', { maxMb: Math.round(budget.maxBytes / 1024 / 1024) }),
        );
      const text = decoder.decode(chunk, { stream: true });
      const { longest, trailing } = runs(text, run);
      if (longest > budget.maxRun) throw budget.runTooLong();
      run = trailing;
      yield text;
    }
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  } finally {
    // Stopped early (a refusal, or the reader had enough): unpack no further.
    stream.destroy();
  }
}
