// Catalogue categories for back-office systems (issue 19): the same
// admin.catalog procedures as the screen /admin/catalog/categories. Each
// answers the whole list in the buyer's order; archiving hides a category
// from buyers, deleting works only for a category without parts.
import {
  categoryCreateInput,
  categoryDeleteInput,
  categoryOrderInput,
  categoryUpdateInput,
  z,
} from '@shop/schemas';
import { route } from '../table';

const tag = 'Администрирование';
// The REST names of the procedures' own fields: `id` is the category's code.
const categoryParam = z.object({
  id: categoryUpdateInput.shape.categoryId.describe('Код категории, например engine'),
});
const categoryBody = categoryUpdateInput.pick({ name: true, archived: true });

export const adminCategoryRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/categories',
    summary: 'Категории каталога (с архивными) в порядке кнопок покупателя',
    tag,
    access: 'admin',
    procedure: (c) => c.admin.catalog.categories,
  }),
  route({
    method: 'POST',
    path: '/api/admin/categories',
    summary: 'Новая категория: код латиницей и название',
    tag,
    access: 'admin',
    body: z.object({
      id: categoryCreateInput.shape.categoryId.describe('Код латиницей, например tuning'),
      name: categoryCreateInput.shape.name,
    }),
    status: 201,
    procedure: (c) => c.admin.catalog.createCategory,
    input: ({ body }) => ({ categoryId: body.id, name: body.name }),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/categories/order',
    summary: 'Новый порядок категорий: все коды ровно по разу',
    tag,
    access: 'admin',
    body: categoryOrderInput,
    procedure: (c) => c.admin.catalog.reorderCategories,
    input: ({ body }) => ({ categoryIds: body.categoryIds }),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/categories/:id',
    summary: 'Переименовать категорию, отправить в архив или вернуть',
    tag,
    access: 'admin',
    params: categoryParam,
    body: categoryBody,
    procedure: (c) => c.admin.catalog.updateCategory,
    input: ({ params, body }) => ({ categoryId: params.id, name: body.name, archived: body.archived }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    summary: 'Удалить пустую категорию (с товарами — 409, только в архив)',
    tag,
    access: 'admin',
    params: z.object({ id: categoryDeleteInput.shape.categoryId }),
    procedure: (c) => c.admin.catalog.deleteCategory,
    input: ({ params }) => ({ categoryId: params.id }),
  }),
];
