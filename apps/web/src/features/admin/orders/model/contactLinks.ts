// Call and messenger links built from the customer's phone digits (spec section 2).

export interface ContactLinks {
  tel: string;
  telegram: string;
  whatsapp: string;
}

/** Digits only, with a leading 8 read as the Russian 7; null when it is not a Russian number. */
export function normalisedPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const russian = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return /^7\d{10}$/.test(russian) ? russian : null;
}

export function contactLinksOf(phone: string): ContactLinks | null {
  const digits = normalisedPhone(phone);
  if (!digits) return null;
  return {
    tel: `tel:+${digits}`,
    telegram: `https://t.me/+${digits}`,
    whatsapp: `https://wa.me/${digits}`,
  };
}
