import { describe, expect, it } from 'vitest';
import {
  idField,
  MAX_ID,
  mergeDuplicateLines,
  orderLinesField,
  parsedOncePerObject,
  textField,
} from './fields';
import { z } from './zod';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('one id schema', () => {
  it.each([1, 42, MAX_ID, '7', '2147483647', '007'])('accepts %j', (value) => {
    expect(idField.parse(value)).toBe(Number(value));
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_ID + 1,
    1e20,
    Number.NaN,
    Infinity,
    '0x10',
    '1e3',
    ' 7',
    '',
    '-1',
    'abc',
    '99999999999',
    null,
    true,
  ])('refuses %j in Russian', (value) => {
    expect(messageOf(idField.safeParse(value))).toBe(
      'Некорректный идентификатор: ожидается целое число от 1 до 2147483647',
    );
  });
});

describe('one text schema', () => {
  it.each(['Иван', '', 'emoji 🛵 pair', 'tab\tand\nnewline'])('accepts %j', (value) => {
    expect(textField.parse(value)).toBe(value);
  });

  it.each(['a\u0000b', 'a\uD800b', 'a\uDC00', '\uD83D'])('refuses %j in Russian', (value) => {
    expect(messageOf(textField.safeParse(value))).toBe('Текст содержит недопустимые символы');
  });
});

describe('lines of parts', () => {
  const lines = orderLinesField('Пусто');

  it('adds up repeated parts and sorts by part id', () => {
    expect(
      mergeDuplicateLines([
        { partId: 9, quantity: 2 },
        { partId: 3, quantity: 1 },
        { partId: 9, quantity: 3 },
      ]),
    ).toEqual([
      { partId: 3, quantity: 1 },
      { partId: 9, quantity: 5 },
    ]);
  });

  it('caps the total of one part, however many lines carry it', () => {
    const repeated = Array.from({ length: 500 }, () => ({ partId: 1, quantity: 100_000 }));
    expect(messageOf(lines.safeParse(repeated))).toBe(
      'Всего одной запчасти можно заказать не больше 100000 шт.',
    );
    const split = [
      { partId: 1, quantity: 60_000 },
      { partId: 1, quantity: 40_001 },
    ];
    expect(lines.safeParse(split).success).toBe(false);
    expect(lines.parse([...split.slice(0, 1), { partId: 1, quantity: 40_000 }])).toEqual([
      { partId: 1, quantity: 100_000 },
    ]);
  });

  it('caps distinct parts at 1000 (a whole quick-order list) and raw lines at 2000', () => {
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => ({ partId: i + 1, quantity: 1 }));
    expect(lines.parse(distinct(1000))).toHaveLength(1000);
    expect(messageOf(lines.safeParse(distinct(1001)))).toBe('Слишком много разных позиций: не больше 1000');
    const raw = Array.from({ length: 2001 }, () => ({ partId: 1, quantity: 1 }));
    expect(messageOf(lines.safeParse(raw))).toBe('Слишком много разных позиций: не больше 1000');
    expect(messageOf(lines.safeParse([]))).toBe('Пусто');
  });
});

describe('parsedOncePerObject', () => {
  const schema = parsedOncePerObject(z.object({ id: z.number(), items: z.array(z.string()) }));

  it('strips what the schema does not name and hands back the same parsed object for the same input', () => {
    const snapshot = { id: 1, items: ['a'], secret: 'x' };
    const first = schema.parse(snapshot);
    expect(first).toEqual({ id: 1, items: ['a'] });
    expect(schema.parse(snapshot)).toBe(first);
    expect(schema.parse({ ...snapshot })).not.toBe(first);
  });

  it('refuses an answer of the wrong shape', () => {
    expect(schema.safeParse({ id: 'one', items: [] }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
