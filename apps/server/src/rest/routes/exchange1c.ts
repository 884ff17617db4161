// The log of exchanges with 1C (issue 31) for back-office systems. The
// exchange itself (/api/1c/exchange) speaks 1C's own protocol: plugins/exchange1c.ts.
import { exchange1cLogEntry, z } from '@shop/schemas';
import { route } from '../table';

export const exchange1cRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/exchange-1c/log',
    summary: 'Журнал обмена с 1С: последние обмены, новые сверху',
    tag: 'Администрирование',
    access: 'admin',
    response: z.array(
      exchange1cLogEntry
        .pick({
          startedAt: true,
          type: true,
          files: true,
          created: true,
          updated: true,
          archived: true,
          ordersExported: true,
          error: true,
        })
        .extend({ startedAt: z.iso.datetime().describe('Время начала обмена, ISO 8601') }),
    ),
    procedure: (c) => c.admin.exchange1c.log,
    input: () => undefined,
    output: (log) =>
      log.exchanges.map((e) => ({
        startedAt: e.startedAt,
        type: e.type,
        files: e.files,
        created: e.created,
        updated: e.updated,
        archived: e.archived,
        ordersExported: e.ordersExported,
        error: e.error,
      })),
  }),
];
