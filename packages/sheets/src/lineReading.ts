// One line of a buyer's list as people write it: "CH-125-004 10",
// "5GH-E4451-00 x4", "LP-50QT-1234 4 шт", or the article alone (quantity 1).
import { MAX_LINE_QUANTITY } from '@shop/schemas/limits';

export type QuantityReading = { kind: 'ok'; quantity: number } | { kind: 'bad' } | { kind: 'none' };

const UNIT = String.raw`(?:шт|штук[аи]?|pcs|pc|ед)\.?`;
// No spaces inside: in "CH 125 004 10" the quantity is 10, not "125 004 10".
const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;

/** A quantity cell: "10", "10 шт", "1 000", "4,0" (Excel's numbers); empty is none. */
export function readQuantity(raw: string): QuantityReading {
  const cell = raw.trim().replace(new RegExp(`\\s*${UNIT}$`, 'iu'), '');
  if (cell === '') return { kind: 'none' };
  const whole = /^(\d{1,3}(?:[\u00a0 ]\d{3})+|\d+)(?:[.,]0+)?$/.exec(cell);
  if (!whole) return { kind: 'bad' };
  const quantity = Number(whole[1]!.replace(/[\u00a0 ]/g, ''));
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? { kind: 'ok', quantity } : { kind: 'bad' };
}

export interface LineReading {
  article: string;
  quantity: number;
  /** The whole text as one article: "MP 10245" may be an article with a space, not MP × 10245. */
  wholeLine?: string;
  /** The quantity was marked (x4, 4 шт) but is not a whole number in range. */
  badQuantity?: string;
}

// Article, then a quantity marked by x/х/×/* before it or a unit after it, or bare.
const TAIL = new RegExp(
  String.raw`^(?<article>.*?\S)\s+(?<x>[xх×*]\s*)?(?<qty>${NUMBER}?)\s*(?<unit>${UNIT})?$`,
  'iu',
);

const collapse = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** A line with no cell separators. */
export function readLooseLine(line: string): LineReading {
  const text = collapse(line);
  const match = TAIL.exec(text);
  const groups = match?.groups;
  if (!groups || groups.qty === '' || groups.qty === undefined) {
    // "ART x", "ART шт": a marker without a number is part of nothing; keep the text.
    return { article: text, quantity: 1 };
  }
  const marked = groups.x !== undefined || groups.unit !== undefined;
  const reading = readQuantity(groups.qty);
  if (reading.kind === 'ok') {
    return marked
      ? { article: groups.article!, quantity: reading.quantity }
      : { article: groups.article!, quantity: reading.quantity, wholeLine: text };
  }
  if (marked) return { article: groups.article!, quantity: 1, badQuantity: groups.qty.trim() };
  // "5ML E4450 00": the last group is no quantity, the line is one article.
  return { article: text, quantity: 1 };
}

/** Cells of a pasted line: tab (a column pair copied from Excel), then `;`, then `,`. */
export function splitPastedLine(line: string): string[] {
  for (const separator of ['\t', ';', ',']) {
    if (line.includes(separator)) return line.split(separator);
  }
  return [line];
}
