// Walking one input value by value: every primitive with its path, and a copy
// with one of them changed, so tests can put a hostile value in one place;
// the hostile values, and what a message a person reads must never hold.

/** A price list's limit is 20 MB: 29 million base64 characters are beyond every file limit. */
const HUGE = 'A'.repeat(29_000_000);

/** Values a field should refuse in words: out of range, not numbers, empty, huge, of the wrong type. */
export const HOSTILE_VALUES: unknown[] = [
  -1,
  0,
  1e9,
  1e20,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  0.5,
  '',
  ' ',
  '-1',
  '1e9',
  'NaN',
  '%%%',
  'я'.repeat(6000),
  HUGE,
  null,
  true,
  [],
  {},
  [null],
  { x: 1 },
];

export type Leaf = { path: (string | number)[]; value: unknown };

/** Every primitive value of an input with its path. */
export function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

/** A copy of the input with the value at `path` replaced (or removed, for `undefined`). */
export function withValue(input: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

/** What a message a person reads must never hold: zod's raw wording, a regex, English words. */
export function unusableParts(message: string): string[] {
  const found: string[] = [];
  if (!/[А-Яа-яЁё]/.test(message)) found.push('no Russian');
  const regex = message.match(/\/\^|\$\/|\\[dswbDSW]|\(\?[:=!<]|\]\{\d|\]\*|\]\+/);
  if (regex) found.push(`regex ${regex[0]}`);
  const comparison = message.match(/[<>]=?\s*\d/);
  if (comparison) found.push(`comparison ${comparison[0]}`);
  // File extensions (.xlsx) and e-mail are words users know; other Latin words are code.
  const english = message.replace(/\.[a-z]{2,4}\b|\be-?mail\b/g, '').match(/[A-Za-z]*[a-z]{3,}[A-Za-z]*/);
  if (english) found.push(`English ${english[0]}`);
  const zod = message.match(/ожидалось|получено|Неверный ввод|Слишком (большое|маленькое) значение/);
  if (zod) found.push(`zod ${zod[0]}`);
  return found;
}
