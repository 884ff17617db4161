// CSV the way Russian Excel opens it: `;` between cells, CRLF, a UTF-8 BOM
// (without it Excel guesses cp1251 and the Cyrillic turns into garbage).
const BOM = '\uFEFF';

/** Quotes when needed; a leading = + - @ is neutralised so a cell is never run as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** The separator of a price list made by Excel (`;`), LibreOffice or a script (`,`, tab). */
function separatorOf(headerLine: string): string {
  const counts = [';', ',', '\t'].map((sep) => [sep, headerLine.split(sep).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}

/** RFC 4180 with quoted cells spanning lines; returns rows of cells. */
export function parseCsv(input: string): string[][] {
  const source = input.replace(/^\uFEFF/, '');
  const sep = separatorOf(source.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
