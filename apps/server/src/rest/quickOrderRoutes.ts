// REST POST /api/quick-order/resolve: the quick order for scripts and old
// clients, on the same procedure as the web page; prices in roubles at this edge.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { objectBody, restRoute, type Caller } from './adapter';

type Resolved = Awaited<ReturnType<Caller['orders']['quickOrderResolve']>>;
type ResolvedPart = NonNullable<Resolved['lines'][number]['part']>;

const partJson = (part: ResolvedPart) => ({
  id: part.id,
  partNumber: part.partNumber,
  name: part.name,
  brand: part.brand,
  price: part.priceKopecks / 100,
  availability: part.availability,
});

export function quickOrderJson(result: Resolved) {
  return {
    lines: result.lines.map((line) => ({
      input: line.input,
      status: line.status,
      quantity: line.quantity,
      part: line.part && partJson(line.part),
      rows: line.rows,
      match: line.match,
      inStock: line.inStock,
      toOrder: line.toOrder,
      candidates: line.candidates.map(partJson),
    })),
    positions: result.positions,
    units: result.units,
    total: result.totalKopecks / 100,
  };
}

export function registerQuickOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'POST', '/api/quick-order/resolve', async (caller, request) =>
    quickOrderJson(await caller.orders.quickOrderResolve(objectBody(request) as never)),
  );
}
