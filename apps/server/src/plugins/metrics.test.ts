// /metrics exists only with METRICS_TOKEN and answers only its holder; its
// labels are route patterns, never the URLs (and secrets) clients sent.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

describe('/metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterEach(() => t?.close());

  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp('pglite');
    for (const headers of [{}, { authorization: 'Bearer anything' }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Не найдено' });
    }
  });

  it('labels requests by route pattern, so no query string or token reaches it', async () => {
    t = await createTestApp('pglite', { metricsToken: 'scrape-secret' });
    await t.app.inject('/reset-password?token=reset-secret-value');
    await t.app.inject('/api/orders/12345?token=another-secret');
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/route="\/api\/orders\/:id"/);
    for (const leaked of ['reset-secret-value', 'another-secret', '12345', 'scrape-secret'])
      expect(res.body).not.toContain(leaked);
  });
});
