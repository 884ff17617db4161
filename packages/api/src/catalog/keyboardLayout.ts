// Text typed with the wrong keyboard layout: "ghjrkflrf" is "прокладка" typed
// on a Latin layout (ЙЦУКЕН keys on a QWERTY keyboard), and back.
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RUSSIAN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const latinToRussian = new Map<string, string>();
const russianToLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i += 1) {
  latinToRussian.set(LATIN[i]!, RUSSIAN[i]!);
  russianToLatin.set(RUSSIAN[i]!, LATIN[i]!);
}

function convert(input: string, table: Map<string, string>): string {
  let out = '';
  for (const char of input.toLowerCase()) out += table.get(char) ?? char;
  return out;
}

/** What the same keys give on the Russian layout: "ghjrkflrf" -> "прокладка". */
export const latinKeysToRussian = (input: string): string => convert(input, latinToRussian);

/** What the same keys give on the Latin layout: "куфк" -> "rear". */
export const russianKeysToLatin = (input: string): string => convert(input, russianToLatin);

// Russian letters drawn like Latin ones. An article typed on the Russian
// layout by its look ("СН-125-004" for "CH-125-004") reads back through them.
const LOOKALIKE_RUSSIAN = 'авсенкмортхуі';
const LOOKALIKE_LATIN = 'abcehkmoptxyi';
const lookalikeToLatin = new Map<string, string>();
for (let i = 0; i < LOOKALIKE_RUSSIAN.length; i += 1) {
  lookalikeToLatin.set(LOOKALIKE_RUSSIAN[i]!, LOOKALIKE_LATIN[i]!);
}

/** The Latin letters that Russian look-alikes stand for: "сн-125" -> "ch-125". */
export const russianLookalikesToLatin = (input: string): string => convert(input, lookalikeToLatin);
