// Finding a table's columns by their headers, in Russian or English, in any
// order, below a title or two. Shared by the quick order and the price-list import.
import type { SheetRow } from './sheet';

export type HeaderAliases<F extends string> = Readonly<Record<F, readonly string[]>>;

/** "Кол-во:", " ARTICLE ", "Арт." -> "кол-во", "article", "арт". */
export function normaliseHeader(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .replace(/[\s.:*]+$/, '');
}

const lookups = new WeakMap<object, Map<string, string>>();

/** Header name -> field, built once per alias table (every row of a list is checked). */
function lookupOf<F extends string>(aliases: HeaderAliases<F>): Map<string, F> {
  let lookup = lookups.get(aliases);
  if (!lookup) {
    lookup = new Map();
    for (const [field, names] of Object.entries<readonly string[]>(aliases)) {
      for (const name of names) if (!lookup.has(name)) lookup.set(name, field);
    }
    lookups.set(aliases, lookup);
  }
  return lookup as Map<string, F>;
}

/** The field a header cell names, if any. */
export function fieldOfHeader<F extends string>(cell: string, aliases: HeaderAliases<F>): F | null {
  return lookupOf(aliases).get(normaliseHeader(cell)) ?? null;
}

/** Field -> column of a header row (the first column naming a field wins). */
export function columnsOfHeader<F extends string>(
  cells: readonly string[],
  aliases: HeaderAliases<F>,
): Partial<Record<F, number>> {
  const columns: Partial<Record<F, number>> = {};
  cells.forEach((cell, column) => {
    const field = fieldOfHeader(cell, aliases);
    if (field !== null && columns[field] === undefined) columns[field] = column;
  });
  return columns;
}

export interface FoundHeader<F extends string> {
  /** Position of the header row in the rows given. */
  index: number;
  columns: Partial<Record<F, number>>;
}

/** The first of the first `scanRows` filled rows that names every required field. */
export function findHeader<F extends string>(
  rows: readonly SheetRow[],
  aliases: HeaderAliases<F>,
  required: readonly F[],
  scanRows = 10,
): FoundHeader<F> | null {
  let scanned = 0;
  for (let index = 0; index < rows.length && scanned < scanRows; index += 1) {
    const cells = rows[index]!.cells;
    if (cells.every((cell) => cell.trim() === '')) continue;
    scanned += 1;
    const columns = columnsOfHeader(cells, aliases);
    if (required.every((field) => columns[field] !== undefined)) return { index, columns };
  }
  return null;
}
