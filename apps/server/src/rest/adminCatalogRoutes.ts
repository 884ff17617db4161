// REST for back-office systems (issue 19): parts and the price-list import,
// in roubles, over the same admin.catalog procedures as the web screens.
// Non-admins get 401/403 from the procedures themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '@shop/api';
import { roublesToKopecks } from '@shop/api';
import { objectBody, pathParam, restRoute, type Caller } from './adapter';

type Body = Record<string, unknown>;
type AdminPart = Awaited<ReturnType<Caller['admin']['catalog']['part']>>;
type ListedPart = Awaited<ReturnType<Caller['admin']['catalog']['list']>>['items'][number];

/** Roubles (a number or "1 234,50") as kopecks; anything else is passed on for the schema to refuse in Russian. */
function kopecks(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') {
    const k = Math.round(value * 100);
    return Number.isFinite(value) && Math.abs(k - value * 100) < 1e-6 ? k : String(value);
  }
  return typeof value === 'string' ? (roublesToKopecks(value) ?? value) : value;
}

/** The body's fields that were sent, under the procedures' names. */
function partFields(body: Body) {
  const fields: Record<string, unknown> = {
    name: body.name,
    partNumber: body.partNumber,
    brand: body.brand,
    categoryId: body.category ?? body.categoryId,
    priceKopecks: kopecks(body.price),
    retailPriceKopecks: kopecks(body.retailPrice),
    availability: body.availability,
    description: body.description,
    markedNew: body.isNew,
    crossNumbers: body.crossNumbers,
    analogueArticles: body.analogues,
    archived: body.archived,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export function partJson(part: AdminPart | ListedPart) {
  return {
    id: part.id,
    name: part.name,
    partNumber: part.partNumber,
    brand: part.brand,
    category: part.categoryId,
    price: part.priceKopecks / 100,
    retailPrice: part.retailPriceKopecks === null ? null : part.retailPriceKopecks / 100,
    availability: part.availability,
    description: part.description,
    isNew: part.markedNew,
    archived: part.archived,
    images: part.photos.map((p) => p.url),
    updatedAt: part.updatedAt,
    ...('crossNumbers' in part && { crossNumbers: part.crossNumbers, analogues: part.analogueArticles }),
  };
}

const flag = (value: string | undefined) =>
  value === undefined ? undefined : value === 'true' || value === '1';
const whole = (value: string | undefined) => (value === undefined ? undefined : Number(value));

function listInput(request: FastifyRequest) {
  const q = request.query as Record<string, string | undefined>;
  return {
    query: q.q ?? q.query,
    categoryId: q.category,
    brand: q.brand,
    stock: q.stock,
    newOnly: flag(q.new),
    noPhoto: flag(q.noPhoto),
    archived: q.archived,
    sort: q.sort,
    page: whole(q.page),
    pageSize: whole(q.pageSize),
  } as Parameters<Caller['admin']['catalog']['list']>[0];
}

export function registerAdminCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'GET', '/api/admin/parts', async (caller, request) => {
    const page = await caller.admin.catalog.list(listInput(request));
    return { ...page, items: page.items.map(partJson) };
  });
  restRoute(
    app,
    deps,
    'POST',
    '/api/admin/parts',
    async (caller, request) =>
      partJson(
        await caller.admin.catalog.create(
          partFields(objectBody(request)) as Parameters<typeof caller.admin.catalog.create>[0],
        ),
      ),
    { successStatus: 201 },
  );
  restRoute(app, deps, 'PUT', '/api/admin/parts/:id', async (caller, request) =>
    partJson(
      await caller.admin.catalog.update({
        id: pathParam(request),
        patch: partFields(objectBody(request)),
      } as Parameters<typeof caller.admin.catalog.update>[0]),
    ),
  );
}

/** Raw uploads (a photo, a price list) up to this size; JSON bodies keep the 1 MB limit. */
const UPLOAD_LIMIT = 30 * 1024 * 1024;
const RAW_TYPES = /^(application\/octet-stream|text\/csv|image\/[\w.+-]+|application\/vnd\.[\w.+-]+)/;

/** The body as base64: raw bytes as sent, or the `contentBase64` of a JSON body. */
function uploadedBase64(request: FastifyRequest): unknown {
  return Buffer.isBuffer(request.body) ? request.body.toString('base64') : objectBody(request).contentBase64;
}

/** Photos and price lists, in a scope whose raw-body parser and limit reach no other route. */
export function registerAdminUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      RAW_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = UPLOAD_LIMIT;
    });
    restRoute(
      scope,
      deps,
      'POST',
      '/api/admin/parts/:id/photos',
      async (caller, request) => {
        const query = request.query as Record<string, string | undefined>;
        return caller.admin.catalog.addPhoto({
          partId: pathParam(request),
          fileName: query.fileName ?? String(objectBody(request).fileName ?? 'photo'),
          contentBase64: uploadedBase64(request),
        } as Parameters<typeof caller.admin.catalog.addPhoto>[0]);
      },
      { successStatus: 201 },
    );
    restRoute(scope, deps, 'POST', '/api/admin/price-list/preview', async (caller, request) => {
      const query = request.query as Record<string, string | undefined>;
      const body = Buffer.isBuffer(request.body) ? {} : objectBody(request);
      return caller.admin.catalog.importPreview({
        fileName: query.fileName ?? body.fileName,
        contentBase64: uploadedBase64(request),
        mapping: body.mapping,
        archiveMissing: flag(query.archiveMissing) ?? body.archiveMissing,
      } as Parameters<typeof caller.admin.catalog.importPreview>[0]);
    });
  });
  restRoute(app, deps, 'POST', '/api/admin/price-list/apply', async (caller, request) =>
    caller.admin.catalog.importApply({
      importId: objectBody(request).importId,
    } as Parameters<typeof caller.admin.catalog.importApply>[0]),
  );
  restRoute(app, deps, 'GET', '/api/admin/price-list/imports', (caller) => caller.admin.catalog.imports());
  restRoute(app, deps, 'GET', '/api/admin/price-list/:id/file', async (caller, request, reply) => {
    const file = await caller.admin.catalog.importFile({ importId: pathParam(request) });
    const ascii = file.fileName.replace(/[^\w.-]/g, '_');
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .type(file.fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'application/octet-stream')
      .send(Buffer.from(file.contentBase64, 'base64'));
  });
}
