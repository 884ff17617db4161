// OpenAPI entries of the catalogue administration routes (issue 19), merged
// into routeDocs. Money in roubles; validation stays in the procedures.
import { adminPartsListInput, priceImportIdInput, priceImportPreviewInput, z } from '@shop/schemas';
import type { RouteDoc } from './routeDocs';
import * as s from './docSchemas';

const roubles = z.number().describe('Рубли, до копеек');
const partBody = z.object({
  name: z.string(),
  partNumber: z.string().describe('Артикул; уникален без учёта регистра и знаков'),
  brand: z.string().optional(),
  category: z.string().describe('Код категории, например engine'),
  price: roubles,
  retailPrice: roubles.nullable().optional(),
  availability: z.number().int().optional().describe('Остаток, шт.'),
  description: z.string().optional(),
  isNew: z.boolean().optional().describe('Отметка «Новинка»'),
  crossNumbers: z.array(z.string()).optional().describe('Кросс-номера: OEM, артикулы других производителей'),
  analogues: z.array(z.string()).optional().describe('Артикулы товаров-аналогов'),
});
const part = partBody.extend({
  id: z.number().int(),
  brand: z.string(),
  retailPrice: roubles.nullable(),
  availability: z.number().int(),
  description: z.string(),
  isNew: z.boolean(),
  archived: z.boolean(),
  images: z.array(z.string()),
  updatedAt: z.string(),
});
const counts = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  archived: z.number().int(),
});
const preview = z.object({
  importId: z.number().int().describe('Для /api/admin/price-list/apply'),
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int()),
  counts,
  rejected: z.array(z.object({ row: z.number().int(), article: z.string(), reason: z.string() })),
});
const admin = { tag: 'Администрирование', access: 'admin' } as const;

export const adminCatalogRouteDocs: Record<string, RouteDoc> = {
  'GET /api/admin/parts': {
    ...admin,
    summary: 'Товары: тот же поиск, что у покупателя (название, артикул, бренд, кроссы), и фильтры',
    querystring: z.object({
      q: z.string().optional(),
      category: z.string().optional(),
      brand: z.string().optional(),
      stock: adminPartsListInput.shape.stock,
      new: z.enum(['true', 'false']).optional(),
      noPhoto: z.enum(['true', 'false']).optional(),
      archived: adminPartsListInput.shape.archived.optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
    }),
    response: z.object({ items: z.array(part), total: z.number().int(), totalIsCapped: z.boolean() }),
  },
  'POST /api/admin/parts': {
    ...admin,
    summary: 'Новый товар; сразу находится поиском по артикулу и каждому кроссу',
    body: partBody,
    response: part,
    status: 201,
  },
  'PUT /api/admin/parts/:id': {
    ...admin,
    summary: 'Изменение любых полей товара, archived: true — в архив',
    params: s.idParam,
    body: partBody.partial().extend({ archived: z.boolean().optional() }),
    response: part,
  },
  'POST /api/admin/parts/:id/photos': {
    ...admin,
    summary: 'Фото товара: тело — файл JPEG/PNG/WebP (до 10 МБ), ?fileName=…',
    params: s.idParam,
    querystring: z.object({ fileName: z.string().optional() }),
    status: 201,
  },
  'POST /api/admin/price-list/preview': {
    ...admin,
    summary: 'Проверка прайс-листа (CSV/XLSX): тело — файл (?fileName=…) или JSON с contentBase64',
    body: priceImportPreviewInput,
    response: preview,
  },
  'POST /api/admin/price-list/apply': {
    ...admin,
    summary: 'Применить проверенный прайс-лист одной транзакцией',
    body: priceImportIdInput,
    response: preview.omit({ headers: true, mapping: true }),
  },
  'GET /api/admin/price-list/imports': {
    ...admin,
    summary: 'История импорта прайс-листов',
  },
  'GET /api/admin/price-list/:id/file': {
    ...admin,
    summary: 'Файл импорта, как он был загружен',
    params: s.idParam,
  },
};
