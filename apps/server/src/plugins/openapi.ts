// The OpenAPI 3 document of every /api/* route (GET /api/openapi.json) and a
// docs page (GET /api/docs), generated from the route table (rest/routes):
// schemas are the procedures' zod schemas; routes carry no Fastify schema, so
// validation and its Russian messages stay in the procedures.
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from '@shop/schemas';
import { errorBody } from '../rest/docSchemas';
import { procedureOf } from '../rest/procedureOf';
import { refusalsOf } from '../rest/refusals';
import { restRoutes } from '../rest/routes';
import type { Access, RestRoute } from '../rest/table';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_URL = '/api/openapi.json';

/** The JSON Schema (OpenAPI 3.0 dialect) of what a zod schema accepts (`input`) or produces (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    // OpenAPI 3.0: `nullable` does not get past an `enum` that lacks null (a status change from nothing).
    override: ({ jsonSchema: json }) => {
      if (json.nullable === true && Array.isArray(json.enum) && !json.enum.includes(null))
        json.enum.push(null);
    },
  }) as Record<string, unknown>;
  return rest;
}

const accessText: Record<Access, string> = {
  public: 'Доступно всем.',
  authed: 'Нужен вход.',
  ownPath: 'Нужен вход; путь называет самого пользователя.',
  ownOrder: 'Нужен вход; свой заказ (администратору — любой).',
  admin: 'Только администратор.',
};

/** "METHOD /api/path/{param}", the key the document and the tests use. */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

const routesByKey = new Map(restRoutes.map((entry) => [routeKey(entry.method, entry.path), entry]));

/** What is answered on success: the route's own JSON, else the procedure's output as the procedure declares it. */
function successBody(doc: RestRoute): Record<string, unknown> {
  if (doc.produces) {
    const file = { schema: { type: 'string', format: 'binary' } };
    return { description: 'Файл', content: Object.fromEntries(doc.produces.map((type) => [type, file])) };
  }
  // type 'null': no body, as for 304 below.
  if (doc.status === 204) return { type: 'null', description: 'Успешно, без тела ответа' };
  const own = doc.output || doc.send ? doc.response : undefined;
  const output = own
    ? jsonSchema(own, 'output')
    : procedureOf(doc)?.output && jsonSchema(procedureOf(doc)!.output!, 'output');
  return { ...output, description: 'Успешно' };
}

function routeSchema(doc: RestRoute): Record<string, unknown> {
  const response: Record<string, unknown> = { [doc.status ?? 200]: successBody(doc) };
  for (const [code, other] of Object.entries(doc.alsoAnswers ?? {}))
    response[code] = { ...jsonSchema(other.body, 'output'), description: other.description };
  // type 'null': no body (@fastify/swagger documents no content for it).
  if (doc.cached) response[304] = { type: 'null', description: 'Не изменилось с версии из If-None-Match' };
  for (const [code, description] of refusalsOf(doc))
    response[code] = { ...jsonSchema(errorBody), description };
  return {
    operationId: routeKey(doc.method, doc.path),
    summary: doc.summary,
    tags: [doc.tag],
    description: accessText[doc.access],
    ...(doc.access !== 'public' && { security: [{ bearer: [] }, { cookie: [] }] }),
    ...(doc.body && { body: jsonSchema(doc.body) }),
    ...(doc.params && { params: jsonSchema(doc.params) }),
    ...(doc.query && { querystring: jsonSchema(doc.query) }),
    response,
  };
}

const apiRoutesByApp = new WeakMap<FastifyInstance, string[]>();

/** Every /api route Fastify registered, as "METHOD /api/path/{param}": the test holds the document to it. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  return [...(apiRoutesByApp.get(app) ?? [])].sort();
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const seen: string[] = [];
  apiRoutesByApp.set(app, seen);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX) || route.url === OPENAPI_URL)
      return;
    for (const method of ([] as string[]).concat(route.method))
      if (method !== 'HEAD') seen.push(routeKey(method, route.url));
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API магазина запчастей СкутерОпт',
        version: '1.0.0',
        description: 'Пути /api/* для старых клиентов. Ошибки — JSON { message } с текстом на русском.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'token из POST /api/auth/login' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
        },
      },
    },
    // Only the documented /api routes; the doc comes from the table, not the route.
    transform: ({ url, route }) => {
      const methods = ([] as string[]).concat(route.method);
      const doc = routesByKey.get(routeKey(methods.find((m) => m !== 'HEAD') ?? '', url));
      return doc ? { schema: routeSchema(doc) as never, url } : { schema: { hide: true } as never, url };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });
  app.get(OPENAPI_URL, { schema: { hide: true } }, () => app.swagger());
}
