// Lines a quick order could misread (issues 28.7 and 29.1): unknown inputs
// that normalise to nothing, a trailing number that is a quantity or the end
// of an article, and two digits swapped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { addQuickOrderParts } from '../../testing/quickOrderTestParts';

describe.each(testDbKinds())('[BUYER][QUICK ORDER] lines in doubt on %s', (kind) => {
  let kit: ApiTestKit;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  const resolve = (text: string) => buyer.caller.orders.quickOrder.resolve({ text });
  const articles = (parts: ReadonlyArray<{ partNumber: string }>) => parts.map((p) => p.partNumber);

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    await addQuickOrderParts(kit.db);
    buyer = await kit.signIn();
  });
  afterAll(() => kit.close());

  it('keeps unknown lines with no letter or digit of an article apart, each as typed', async () => {
    const { lines } = await resolve('🛵🔧 5\nשלום-עולם 2\nمرحبا x4\nXX-404 1\nxx404 2');
    expect(lines.map((l) => [l.rows, l.input, l.status, l.quantity])).toEqual([
      [[1], '🛵🔧 5', 'not_found', 5],
      [[2], 'שלום-עולם 2', 'not_found', 2],
      [[3], 'مرحبا x4', 'not_found', 4],
      // The same unknown article written twice is still one line.
      [[4, 5], 'XX-404 1', 'not_found', 3],
    ]);
  });

  it('reads a trailing number as the quantity when the article before it starts known articles, and asks', async () => {
    // Pasted with a space as with a separator, the same answer (a file's cells give the latter).
    for (const text of ['MP-6393 2', 'MP-6393;2']) {
      const [line] = (await resolve(text)).lines;
      expect(line).toMatchObject({ status: 'ambiguous', part: null, quantity: 2 });
      expect(articles(line!.candidates)).toEqual(['MP-63932', 'MP-63934', 'MP-63938']);
    }
  });

  it('still reads the number as the article end when nothing else starts like it', async () => {
    const lines = (await resolve('MP-63932 2\nMP 63934\nLP 50QT 1234')).lines;
    expect(lines.map((l) => [l.status, l.part?.partNumber, l.quantity])).toEqual([
      ['found', 'MP-63932', 2],
      ['corrected', 'MP-63934', 1],
      ['corrected', 'LP-50QT-1234', 1],
    ]);
  });

  it('offers the article with two neighbouring characters swapped, without choosing it', async () => {
    const lines = (await resolve('MP-34925 3\nLP-50QT-1243\nCH-152-004 2')).lines;
    expect(lines.map((l) => [l.status, l.match, l.part, articles(l.candidates), l.quantity])).toEqual([
      ['ambiguous', 'transposed', null, ['MP-39425'], 3],
      ['ambiguous', 'transposed', null, ['LP-50QT-1234'], 1],
      ['ambiguous', 'transposed', null, ['CH-125-004'], 2],
    ]);
    // "MP 34925": too short before the number to be an article, so the whole line is swapped.
    const [spaced] = (await resolve('MP 34925')).lines;
    expect([spaced!.match, articles(spaced!.candidates), spaced!.quantity]).toEqual([
      'transposed',
      ['MP-39425'],
      1,
    ]);
  });
});
