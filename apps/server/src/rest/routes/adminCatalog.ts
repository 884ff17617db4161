// Catalogue administration for back-office systems (issue 19): parts in
// roubles and the price-list import, over the same admin.catalog procedures
// as the web screens. Raw uploads (a photo, a price list) are read by the
// upload scope of rest/index.ts into { contentBase64 }.
import { roublesToKopecks } from '@shop/api';
import { t } from '@shop/i18n';
import {
  adminPartsListInput,
  adminPartsListOutput,
  MAX_PHOTO_BYTES,
  MAX_PRICE_KOPECKS,
  partCreateInput,
  priceImportIdInput,
  priceImportPreviewInput,
  z,
} from '@shop/schemas';
import { PRICE_LIST_MAX_FILE_BYTES } from '@shop/schemas/limits';
import * as s from '../docSchemas';
import { route, type Caller, type RestRequest } from '../table';

const tag = 'Администрирование';
const listed = adminPartsListInput.shape;
const MB = 1024 * 1024;
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
function partFields(body: Record<string, unknown>) {
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

function partJson(part: AdminPart | ListedPart) {
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

// The procedures' own fields under their REST names; money in roubles within the same limit.
const p = partCreateInput.shape;
const roubles = z
  .number()
  .min(0)
  .max(MAX_PRICE_KOPECKS / 100)
  .describe('Рубли, до копеек');
const partBody = z.object({
  name: p.name,
  partNumber: p.partNumber.describe('Артикул; уникален без учёта регистра и знаков'),
  brand: p.brand,
  category: p.categoryId.describe('Код категории, например engine'),
  price: roubles,
  retailPrice: roubles.nullable().optional(),
  availability: p.availability.describe('Остаток, шт.'),
  description: p.description,
  isNew: p.markedNew.describe('Отметка «Новинка»'),
  crossNumbers: p.crossNumbers.describe('Кросс-номера: OEM, артикулы других производителей'),
  analogues: p.analogueArticles.describe('Артикулы товаров-аналогов'),
});
const partDoc = partBody.extend({
  id: z.number().int(),
  brand: z.string(),
  retailPrice: roubles.nullable(),
  availability: z.number().int(),
  description: z.string(),
  isNew: z.boolean(),
  archived: z.boolean(),
  images: z.array(z.string()),
  updatedAt: z.string(),
  // One part's page has them; a list's rows do not.
  crossNumbers: partBody.shape.crossNumbers.optional(),
  analogues: partBody.shape.analogues.optional(),
});

/** A query parameter holding JSON; what does not parse is passed on for the schema to refuse in Russian. */
function jsonOf(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Raw uploads name their file in the query; JSON bodies in the body. */
const fileNameOf = ({ query, body }: RestRequest) => query.fileName ?? body.fileName;

export const adminCatalogRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/parts',
    summary: 'Товары: тот же поиск, что у покупателя (название, артикул, бренд, кроссы), и фильтры',
    tag,
    access: 'admin',
    query: z.object({
      q: listed.query,
      category: listed.categoryId,
      brand: listed.brand,
      stock: listed.stock,
      new: z.enum(['true', 'false']).optional(),
      noPhoto: z.enum(['true', 'false']).optional(),
      archived: listed.archived,
      sort: listed.sort,
      page: listed.page,
      pageSize: listed.pageSize,
    }),
    response: adminPartsListOutput.extend({ items: z.array(partDoc) }),
    procedure: (c) => c.admin.catalog.list,
    input: ({ query }) => ({
      query: query.q ?? query.query,
      categoryId: query.category,
      brand: query.brand,
      stock: query.stock,
      newOnly: flag(query.new),
      noPhoto: flag(query.noPhoto),
      archived: query.archived,
      sort: query.sort,
      page: whole(query.page),
      pageSize: whole(query.pageSize),
    }),
    output: (page) => ({ ...page, items: page.items.map(partJson) }),
  }),
  route({
    method: 'POST',
    path: '/api/admin/parts',
    summary: 'Новый товар; сразу находится поиском по артикулу и каждому кроссу',
    tag,
    access: 'admin',
    body: partBody,
    response: partDoc,
    status: 201,
    procedure: (c) => c.admin.catalog.create,
    input: ({ body }) => partFields(body),
    output: partJson,
  }),
  route({
    method: 'PUT',
    path: '/api/admin/parts/:id',
    summary: 'Изменение любых полей товара; archived: true — в архив',
    tag,
    access: 'admin',
    params: s.idParam,
    body: partBody.partial().extend({ archived: z.boolean().optional() }),
    response: partDoc,
    procedure: (c) => c.admin.catalog.update,
    input: ({ params, body }) => ({ id: params.id, patch: partFields(body) }),
    output: partJson,
  }),
  route({
    method: 'POST',
    path: '/api/admin/parts/:id/photos',
    summary: 'Фото товара: тело — файл JPEG, PNG или WebP до 10 МБ, имя в ?fileName=',
    tag,
    access: 'admin',
    params: s.idParam,
    query: z.object({ fileName: z.string().optional() }),
    status: 201,
    upload: {
      maxBytes: MAX_PHOTO_BYTES,
      tooLarge: () => t('admin:catalog.validation.photoTooLarge'),
    },
    procedure: (c) => c.admin.catalog.addPhoto,
    input: (request) => ({
      partId: request.params.id,
      fileName: fileNameOf(request) ?? 'photo',
      contentBase64:
        request.body.content instanceof Uint8Array
          ? Buffer.from(request.body.content).toString('base64')
          : request.body.contentBase64,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/admin/price-list/preview',
    summary:
      'Проверка прайс-листа CSV/XLSX: тело — файл (?fileName=) или JSON с contentBase64; ничего не меняет',
    tag,
    access: 'admin',
    query: z.object({
      fileName: z.string().optional(),
      archiveMissing: z.enum(['true', 'false']).optional(),
      mapping: z.string().optional().describe('Столбцы файла как JSON: {"article":0,"price":3}'),
    }),
    body: priceImportPreviewInput,
    upload: {
      maxBytes: PRICE_LIST_MAX_FILE_BYTES,
      tooLarge: () => t('quickOrder:errors.fileTooLarge', { maxMb: PRICE_LIST_MAX_FILE_BYTES / MB }),
    },
    procedure: (c) => c.admin.catalog.importPreview,
    input: (request) => ({
      fileName: fileNameOf(request),
      content: request.body.content,
      contentBase64: request.body.contentBase64,
      mapping: request.body.mapping ?? jsonOf(request.query.mapping),
      archiveMissing: flag(request.query.archiveMissing) ?? request.body.archiveMissing,
    }),
  }),
  route({
    method: 'POST',
    path: '/api/admin/price-list/apply',
    summary: 'Применить проверенный прайс-лист одной транзакцией',
    tag,
    access: 'admin',
    body: priceImportIdInput,
    procedure: (c) => c.admin.catalog.importApply,
    input: ({ body }) => ({ importId: body.importId }),
  }),
  route({
    method: 'GET',
    path: '/api/admin/price-list/imports',
    summary: 'История импорта прайс-листов',
    tag,
    access: 'admin',
    procedure: (c) => c.admin.catalog.imports,
  }),
  route({
    method: 'GET',
    path: '/api/admin/price-list/:id/file',
    summary: 'Файл импорта, как он был загружен',
    tag,
    access: 'admin',
    params: s.idParam,
    produces: ['text/csv', 'application/octet-stream'],
    procedure: (c) => c.admin.catalog.importFile,
    input: ({ params }) => ({ importId: params.id }),
    send: (file, _request, reply) =>
      reply
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .type(file.fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'application/octet-stream')
        .send(Buffer.from(file.contentBase64, 'base64')),
  }),
];
