// A sum in Russian words, as invoices print it: 2469000 kopecks →
// "Двадцать четыре тысячи шестьсот девяносто рублей 00 копеек".

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_FEMININE = ['', 'одна', 'две', ...ONES_MASCULINE.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The Russian plural form for a count: 1 рубль, 2 рубля, 5 рублей (11-14 take the third). */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function triadWords(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, (feminine ? ONES_FEMININE : ONES_MASCULINE)[rest % 10]!);
  return words.filter(Boolean);
}

const SCALES: Array<{ forms: [string, string, string]; feminine: boolean }> = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

/** A whole number in words (masculine, as roubles count): 21 → "двадцать один". */
export function integerInWords(value: number): string {
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0 && scale < SCALES.length; scale += 1) {
    const triad = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (triad === 0) continue;
    const { forms, feminine } = SCALES[scale]!;
    const part = triadWords(triad, feminine);
    if (scale > 0) part.push(pluralRu(triad, forms));
    words.unshift(...part);
  }
  return words.join(' ');
}

/** Kopecks as the invoice's total in words, capitalised, kopecks as two digits. */
export function amountInWords(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const words = integerInWords(roubles);
  const text = `${words} ${pluralRu(roubles, ['рубль', 'рубля', 'рублей'])} ${String(rest).padStart(2, '0')} ${pluralRu(rest, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
