// Issue 28.9: /api/openapi.json says what the server does. Its constraints
// come from the validation schemas (an id of 0, an empty e-mail or category
// code is refused by the document too), every route lists the refusals it can
// answer, a null body is a Russian 400, an unknown method on a known path a
// 405 with Allow, and a sweep of every route answers only as documented.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

type Operation = {
  parameters?: Array<{ in: string; name: string; schema: object }>;
  requestBody?: { content: { 'application/json': { schema: object } } };
  responses: Record<string, unknown>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('[OPENAPI][CONTRACT] the document is as strict and as wide as the server', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: Doc;
  let admin: Record<string, string>;
  const ajv = addFormats(new Ajv({ strict: false }));
  const operation = (method: string, path: string) => doc.paths[path]![method]!;
  const accepts = (schema: object, value: unknown) => ajv.validate(schema, value);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    doc = (await t.app.inject('/api/openapi.json')).json();
    admin = await t.bearer('admin');
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI document', async () => {
    const api = new OpenAPIBackend({ definition: doc as unknown as Document, quick: false });
    await api.init();
    expect(() => api.validateDefinition()).not.toThrow();
  });

  it('refuses the ids, e-mails and empty codes that validation refuses', () => {
    const id = operation('get', '/api/orders/{id}').parameters!.find((p) => p.name === 'id')!.schema;
    expect(['1', '2147483647', '007'].map((v) => accepts(id, v))).toEqual([true, true, true]);
    expect(['0', '-1', '2147483648', '1e3', ''].map((v) => accepts(id, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const register = operation('post', '/api/auth/register').requestBody!.content['application/json'].schema;
    const account = {
      first_name: 'Анна',
      last_name: 'Волкова',
      password: 'secret123',
      phone: '+7 918 765-43-21',
    };
    expect(accepts(register, { ...account, email: 'anna@example.ru' })).toBe(true);
    expect(accepts(register, { ...account, email: '' })).toBe(false);
    const category = operation('post', '/api/admin/categories').requestBody!.content['application/json']
      .schema;
    expect(accepts(category, { id: 'tuning', name: 'Тюнинг' })).toBe(true);
    expect(accepts(category, { id: '', name: 'Тюнинг' })).toBe(false);
    expect(accepts(category, { id: 'tuning', name: '' })).toBe(false);
    const rename = operation('put', '/api/admin/categories/{id}').requestBody!.content['application/json']
      .schema;
    expect(accepts(rename, null)).toBe(false);
  });

  it('lists every refusal a route can answer, from its method and access', () => {
    const codes = (method: string, path: string) => Object.keys(operation(method, path).responses);
    for (const [path, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods))
        expect(codes(method, path)).toEqual(expect.arrayContaining(['400', '405', '429']));
    expect(codes('delete', '/api/admin/categories/{id}')).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '413']),
    );
    expect(codes('post', '/api/auth/login')).toEqual(
      expect.arrayContaining(['200', '401', '409', '413', '415']),
    );
    expect(codes('get', '/api/parts-data')).toEqual(expect.arrayContaining(['200', '304', '401']));
    expect(codes('get', '/api/admin/users')).not.toContain('409');
  });

  it('refuses a null body in Russian and changes nothing', async () => {
    const categories = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin })).body;
    const before = await categories();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/engine',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Тело запроса должно быть объектом JSON: {…}');
    expect(await categories()).toBe(before);
  });

  it('answers an unknown method on a known path with 405 and Allow', async () => {
    for (const [method, url, allow] of [
      ['TRACE', '/api/orders/1', 'GET, HEAD'],
      ['PATCH', '/api/admin/categories/engine', 'PUT, DELETE'],
      ['OPTIONS', '/api/auth/login', 'POST'],
    ] as const) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: admin });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json().message).toBe('Этот метод запроса не поддерживается');
    }
    expect((await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('answers only as documented across every route, for a visitor and an admin', async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const url = path.replace(/\{\w+\}/g, '1');
      for (const method of Object.keys(methods).map((m) => m.toUpperCase()))
        for (const headers of [{}, admin])
          for (const payload of method === 'GET' ? [undefined] : ['{}', 'null', '[1]', '{"id": 0}'])
            await t.app.inject({
              method: method as 'GET',
              url,
              headers: { ...headers, ...(payload && { 'content-type': 'application/json' }) },
              payload,
            });
    }
    expect(t.undocumentedResponses()).toEqual([]);
  });
});
