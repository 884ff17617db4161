// Issue 28.8 over REST: a hostile value in any field a route declares (path,
// query, body) is refused in the user's words, never with a regex, zod's raw
// wording or English; and the two examples say their rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusableParts } from '@shop/api/testing/hostileInput';
import type { z } from '@shop/schemas';
import { createTestApp } from '../testing/testApp';
import { restRoutes } from './routes';
import type { RestRoute } from './table';

const IN_URL = ['-1', '0', '1e9', 'NaN', '', '%%%', '2147483648', 'я'.repeat(300)];
const IN_BODY: unknown[] = [
  -1,
  0,
  1e9,
  0.5,
  '',
  '-1',
  '1e9',
  'NaN',
  'я'.repeat(6000),
  null,
  true,
  [],
  {},
  [null],
];

type Place = 'params' | 'query' | 'body';
const keysOf = (schema: z.ZodType | undefined) =>
  schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];

/** The route's URL with every path parameter a plausible value, and `hostile` in the named one. */
function urlOf(entry: RestRoute, place: Place, key: string, hostile: string): string {
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) =>
    place === 'params' && name === key ? encodeURIComponent(hostile) : '1',
  );
  return place === 'query' ? `${path}?${key}=${encodeURIComponent(hostile)}` : path;
}

describe('[MESSAGES][REST] refusals of hostile values in every declared field', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    headers = await t.bearer('admin');
  });
  afterAll(() => t.close());

  const messagesOf = async (method: string, url: string, body?: unknown): Promise<string[]> => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers,
      ...(body !== undefined && { payload: body as object }),
    });
    if (res.statusCode < 400 || res.statusCode >= 500) return [];
    const { message, fieldErrors } = res.json() as { message: string; fieldErrors?: Record<string, string> };
    return [message, ...Object.values(fieldErrors ?? {})];
  };

  it('names the rule in words for every field of every route', async () => {
    const problems = new Set<string>();
    const note = (where: string, messages: string[]) => {
      for (const message of messages) {
        const unusable = unusableParts(message);
        if (unusable.length) problems.add(`${where}: «${message}» (${unusable.join(', ')})`);
      }
    };
    for (const entry of restRoutes) {
      const noBody = entry.method === 'GET' ? undefined : {};
      for (const place of ['params', 'query'] as const)
        for (const key of keysOf(entry[place]))
          for (const value of IN_URL)
            note(
              `${entry.method} ${entry.path} ${place}.${key}`,
              await messagesOf(entry.method, urlOf(entry, place, key, value), noBody),
            );
      for (const key of keysOf(entry.body))
        for (const value of IN_BODY)
          note(
            `${entry.method} ${entry.path} body.${key}`,
            await messagesOf(entry.method, urlOf(entry, 'body', key, ''), { [key]: value }),
          );
    }
    expect([...problems]).toEqual([]);
  });

  it('says the dashboard’s periods and the photo’s size as rules (the issue’s examples)', async () => {
    for (const days of ['-1', '1e9', 'NaN'])
      expect((await messagesOf('GET', `/api/admin/dashboard?days=${days}`))[0]).toBe(
        'Период может быть 7, 30 или 90 дней',
      );
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts/1/photos?fileName=big.jpg',
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(12 * 1024 * 1024, 0xff),
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json().message).toBe('Фото больше 10 МБ');
  });
});
