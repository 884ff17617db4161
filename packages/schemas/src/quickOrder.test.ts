// The quick order's limits before any parsing: how long a pasted list, how
// many split rows, how large a file, and one of text or lines (Russian refusals).
import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_TEXT, quickOrderFileInput, quickOrderResolveInput } from './quickOrder';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('quick order inputs', () => {
  it('takes a pasted list up to its length, or up to 1 000 split rows with quantity 1 by default', () => {
    expect(quickOrderResolveInput.safeParse({ text: 'A'.repeat(QUICK_ORDER_MAX_TEXT) }).success).toBe(true);
    expect(messageOf(quickOrderResolveInput.safeParse({ text: 'A'.repeat(QUICK_ORDER_MAX_TEXT + 1) }))).toBe(
      'Список длиннее 200000 символов: разделите его на части',
    );
    const lines = Array.from({ length: 1000 }, (_, i) => ({ article: `A-${i}` }));
    expect(quickOrderResolveInput.parse({ lines }).lines?.[0]).toEqual({ article: 'A-0', quantity: 1 });
    expect(messageOf(quickOrderResolveInput.safeParse({ lines: [...lines, { article: 'B' }] }))).toBe(
      'В списке больше 1000 строк: разделите его на части',
    );
  });

  it('refuses neither or both of text and lines, empty rows and bad quantities', () => {
    const both = { text: 'A 1', lines: [{ article: 'A', quantity: 1 }] };
    for (const input of [{}, both]) {
      expect(messageOf(quickOrderResolveInput.safeParse(input))).toBe(
        'Передайте список артикулов с количеством: одним текстом или готовыми строками',
      );
    }
    expect(messageOf(quickOrderResolveInput.safeParse({ lines: [] }))).toBe(
      'В списке нет ни одного артикула',
    );
    expect(messageOf(quickOrderResolveInput.safeParse({ lines: [{ article: '  ' }] }))).toBe(
      'Укажите артикул',
    );
    for (const quantity of [0, -1, 1.5, 100_001]) {
      expect(quickOrderResolveInput.safeParse({ lines: [{ article: 'A', quantity }] }).success).toBe(false);
    }
  });

  it('refuses a file over 2 MB and what is not base64 before decoding it', () => {
    const twoMb = Math.ceil((2 * 1024 * 1024) / 3) * 4;
    expect(quickOrderFileInput.safeParse({ contentBase64: 'A'.repeat(twoMb) }).success).toBe(true);
    expect(messageOf(quickOrderFileInput.safeParse({ contentBase64: 'A'.repeat(twoMb + 4) }))).toBe(
      'Файл больше 2 МБ: разделите его на части',
    );
    expect(messageOf(quickOrderFileInput.safeParse({ contentBase64: 'не base64' }))).toBe(
      'Файл не похож на таблицу: загрузите .xlsx или .csv',
    );
    expect(
      quickOrderFileInput.safeParse({ contentBase64: 'QQ==', columns: { article: 26, quantity: null } })
        .success,
    ).toBe(false);
  });
});
