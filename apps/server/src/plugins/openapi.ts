// The OpenAPI 3 document of every /api/* route (GET /api/openapi.json) and a
// docs page (GET /api/docs), generated from the route table (rest/routes):
// schemas are the procedures' zod schemas; routes carry no Fastify schema, so
// validation and its Russian messages stay in the procedures.
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from '@shop/schemas';
import { errorBody } from '../rest/docSchemas';
import { restRoutes } from '../rest/routes';
import type { Access, RestRoute } from '../rest/table';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_URL = '/api/openapi.json';

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

const errorResponses = {
  400: 'Неверные данные',
  401: 'Требуется авторизация',
  403: 'Нет доступа',
  404: 'Не найдено',
  429: 'Слишком много запросов',
};

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

function routeSchema(doc: RestRoute): Record<string, unknown> {
  const response: Record<string, unknown> = {
    [doc.status ?? 200]: doc.produces
      ? { description: 'Файл', content: { [doc.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : { ...(doc.response && jsonSchema(doc.response)), description: 'Успешно' },
  };
  for (const [code, description] of Object.entries(errorResponses))
    response[code] = { ...jsonSchema(errorBody), description };
  return {
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
