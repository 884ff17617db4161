import { describe, expect, it } from 'vitest';
import { contactLinksOf } from './contactLinks';

describe('customer contact links', () => {
  it('builds call, Telegram and WhatsApp links from the digits', () => {
    expect(contactLinksOf('79181234567')).toEqual({
      tel: 'tel:+79181234567',
      telegram: 'https://t.me/+79181234567',
      whatsapp: 'https://wa.me/79181234567',
    });
  });

  it('reads a masked number and a leading 8 as the same Russian number', () => {
    expect(contactLinksOf('+7(918)123-45-67')?.whatsapp).toBe('https://wa.me/79181234567');
    expect(contactLinksOf('8 918 123 45 67')?.tel).toBe('tel:+79181234567');
  });

  it('gives no links for something that is not a Russian number', () => {
    expect(contactLinksOf('')).toBeNull();
    expect(contactLinksOf('12345')).toBeNull();
  });
});
