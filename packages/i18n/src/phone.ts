// Phones are stored as 11 digits starting with 7 (see phoneField in @shop/schemas).

/** 79181234567 → "+7 (918) 123-45-67"; anything else as it is. */
export function formatPhone(digits: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : digits;
}
