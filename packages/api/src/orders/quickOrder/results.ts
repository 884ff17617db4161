// A quick order's answer: one result per part (lines naming the same part
// merged, their rows kept), a status a buyer can act on, and the totals.
import { MAX_LINE_QUANTITY, type QuickOrderStatus } from '@shop/schemas';
import type { OrderLine } from '@shop/sheets';
import { articleKey } from '../../catalog/searchText';
import type { LineMatch, MatchKind } from './matching';
import type { MatchedPart } from './repository';
import { discountedPrice } from '../../pricing/clientTerms';

export interface QuickOrderPart {
  id: number;
  partNumber: string;
  name: string;
  brand: string;
  priceKopecks: number;
  availability: number;
  imageUrl: string;
}

export interface QuickOrderLine {
  /** The rows of the list this result answers: several when duplicates were merged. */
  rows: number[];
  input: string;
  /** The article as read from the first row, without its quantity: what the buyer corrects. */
  article: string;
  quantity: number;
  status: QuickOrderStatus;
  /** How the article was matched (also for parts out of stock). */
  match: MatchKind | null;
  part: QuickOrderPart | null;
  /** For `ambiguous`: the parts to pick from. */
  candidates: QuickOrderPart[];
  /** More parts matched than the candidates shown. */
  moreCandidates: boolean;
  inStock: number;
  toOrder: number;
}

export interface QuickOrderResult {
  lines: QuickOrderLine[];
  /** Lines with a part, their units, and what they cost at today's prices. */
  positions: number;
  units: number;
  totalKopecks: number;
}

/** Candidates offered for a line with several matches. */
export const MAX_CANDIDATES = 5;

const toPart = (row: MatchedPart): QuickOrderPart => ({
  id: row.id,
  partNumber: row.part_number,
  name: row.name,
  brand: row.brand,
  priceKopecks: row.price,
  availability: row.availability,
  imageUrl: row.image_url ?? '',
});

function mergeKey(line: OrderLine, match: LineMatch): string {
  if (match.kind === 'one') return `part:${match.part.id}`;
  if (match.kind === 'several') return `several:${match.parts.map((p) => p.id).join(',')}`;
  const key = articleKey(line.article);
  // "🛵🔧 5", "שלום-עולם 2": nothing of an article to compare, so each stays its own line.
  return key === '' ? `row:${line.row}` : `none:${key}`;
}

function statusOf(match: LineMatch, quantity: number): QuickOrderStatus {
  if (match.kind === 'none') return 'not_found';
  if (match.kind === 'several') return 'ambiguous';
  if (match.part.availability === 0) return 'out_of_stock';
  if (match.part.availability < quantity) return 'partial';
  return match.match === 'exact' ? 'found' : 'corrected';
}

interface Group {
  rows: number[];
  line: OrderLine;
  quantity: number;
  match: LineMatch;
}

function resultOf({ rows, line, quantity, match }: Group): QuickOrderLine {
  const part = match.kind === 'one' ? toPart(match.part) : null;
  const inStock = part ? Math.min(part.availability, quantity) : 0;
  return {
    rows,
    input: line.input,
    article: line.article,
    quantity,
    status: statusOf(match, quantity),
    match: match.kind === 'none' ? null : match.match,
    part,
    candidates: match.kind === 'several' ? match.parts.slice(0, MAX_CANDIDATES).map(toPart) : [],
    moreCandidates: match.kind === 'several' && match.parts.length > MAX_CANDIDATES,
    inStock,
    toOrder: part ? quantity - inStock : 0,
  };
}

/** The same result at a buyer's prices (the candidates too): the client's discount on every part. */
export function atClientPrices(result: QuickOrderResult, percent: number): QuickOrderResult {
  if (percent === 0) return result;
  const price = (part: QuickOrderPart): QuickOrderPart => ({
    ...part,
    priceKopecks: discountedPrice(part.priceKopecks, percent),
  });
  const lines = result.lines.map((line) => ({
    ...line,
    part: line.part && price(line.part),
    candidates: line.candidates.map(price),
  }));
  const totalKopecks = lines.reduce(
    (sum, line) => sum + (line.part ? line.part.priceKopecks * line.quantity : 0),
    0,
  );
  return { ...result, lines, totalKopecks };
}

export function mergedResults(lines: readonly OrderLine[], matches: readonly LineMatch[]): QuickOrderResult {
  const groups = new Map<string, Group>();
  lines.forEach((line, i) => {
    const match = matches[i]!;
    const quantity = (match.kind !== 'none' && match.quantity) || line.quantity;
    const key = mergeKey(line, match);
    const group = groups.get(key);
    if (group) {
      group.rows.push(line.row);
      group.quantity = Math.min(MAX_LINE_QUANTITY, group.quantity + quantity);
    } else groups.set(key, { rows: [line.row], line, quantity, match });
  });
  const results = [...groups.values()].map(resultOf);
  const priced = results.filter((r) => r.part !== null);
  return {
    lines: results,
    positions: priced.length,
    units: priced.reduce((sum, r) => sum + r.quantity, 0),
    totalKopecks: priced.reduce((sum, r) => sum + r.part!.priceKopecks * r.quantity, 0),
  };
}
