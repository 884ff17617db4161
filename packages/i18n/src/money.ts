// Money is integer kopecks everywhere; this is the one place it becomes text.
// Integer arithmetic only: no float ever stands for an amount.
const groups = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * 123456 → "1 234,56 ₽"; whole roubles print without kopecks: 150000 → "1 500 ₽",
 * unless `withKopecks` (documents: "1 500,00 ₽").
 */
export function formatRoubles(kopecks: number, options: { withKopecks?: boolean } = {}): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kopecks));
  const roubles = groups.format(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${sign}${roubles}${rest || options.withKopecks ? `,${String(rest).padStart(2, '0')}` : ''} ₽`;
}
