import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';
import { registeredApiRoutes } from './openapi';

describe('[OPENAPI] /api/openapi.json and /api/docs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: Record<string, Record<string, unknown>>;
  };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    doc = (await t.app.inject('/api/openapi.json')).json();
  });
  afterAll(() => t.close());

  it('documents every registered /api route and nothing else', () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`))
      .sort();
    const registered = registeredApiRoutes(t.app);
    expect(registered.length).toBeGreaterThanOrEqual(24);
    expect(documented).toEqual(registered);
  });

  it('describes bearer auth, the Russian { message } error and the fields of the spec', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.components.securitySchemes!.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = doc.paths['/api/auth/login']!.post!;
    const ok = (
      login.responses as Record<
        string,
        { content: { 'application/json': { schema: { required: string[] } } } }
      >
    )['200']!;
    expect(ok.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['id', 'email', 'first_name', 'last_name', 'role', 'token', 'email_verified']),
    );
    const users = doc.paths['/api/admin/users']!.get!;
    expect(users.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    const unauthorized = (users.responses as Record<string, { description: string; content: unknown }>)[
      '401'
    ]!;
    expect(unauthorized.description).toMatch(/^Требуется авторизация/);
    expect(JSON.stringify(unauthorized.content)).toContain('"required":["message"]');
    const body = JSON.stringify(doc.paths['/api/auth/register']!.post!.requestBody);
    expect(body).toContain('"first_name"');
  });

  it('keeps validation in the procedures: their Russian messages, not Fastify’s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[А-Яа-яЁё]/);
  });

  it('serves the docs page under the same CSP, with its scripts from our origin', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
  });
});
