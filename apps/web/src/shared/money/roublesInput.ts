// Roubles as a person types them (a part's price, a colleague's monthly limit) ("1 234,50") <-> integer kopecks.
export function parseRoubles(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 123450 -> "1234,50"; 150000 -> "1500" (an input's value, without grouping). */
export function kopecksToInput(kopecks: number | null): string {
  if (kopecks === null) return '';
  const rest = kopecks % 100;
  return `${Math.floor(kopecks / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
}
