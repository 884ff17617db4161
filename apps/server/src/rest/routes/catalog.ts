import { availabilityUpdateInput, z } from '@shop/schemas';
import { route } from '../table';

export const catalogRoutes = [
  // Wholesale prices: signed-in buyers only. `refresh` and `t` are accepted for
  // old clients; the snapshot's bytes, ETag and compressed forms are made once.
  route({
    method: 'GET',
    path: '/api/parts-data',
    summary: 'Весь каталог с оптовыми ценами (ETag, 304, сжатие)',
    tag: 'Каталог',
    access: 'authed',
    query: z.object({ refresh: z.string().optional(), t: z.string().optional() }),
    procedure: (c) => c.catalog.partsData,
    cached: true,
  }),
  route({
    method: 'POST',
    path: '/api/parts/update-availability',
    summary: 'Остатки со склада',
    tag: 'Каталог',
    access: 'admin',
    body: availabilityUpdateInput,
    procedure: (c) => c.admin.catalog.updateAvailability,
    input: ({ body }) => body,
  }),
];
