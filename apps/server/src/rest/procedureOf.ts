// The tRPC procedure behind a REST route, found by letting the route pick it
// from a caller that only records the path: the document then reads the
// procedure's own output schema instead of a second, hand-written one.
import { appRouter, type Context } from '@shop/api';
import type { z } from '@shop/schemas';
import type { Caller, RestRequest, RestRoute } from './table';

interface ProcedureDef {
  type: 'query' | 'mutation';
  inputs: z.ZodType[];
  output?: z.ZodType;
}

const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> })
  .procedures;

const emptyRequest: RestRequest = {
  params: {},
  query: {},
  body: {},
  header: () => undefined,
  ctx: {} as Context,
};

/** The dotted path ('admin.catalog.categories') of the procedure the route calls for a plain request. */
export function procedurePathOf(entry: RestRoute): string {
  const path: string[] = [];
  const recorder: unknown = new Proxy(() => undefined, {
    get: (_target, key) => {
      path.push(String(key));
      return recorder;
    },
  });
  entry.procedure(recorder as Caller, emptyRequest);
  return path.join('.');
}

/** The procedure's declaration: its input schemas and, if it declares one, its output schema. */
export function procedureOf(entry: RestRoute): ProcedureDef | undefined {
  return procedures[procedurePathOf(entry)]?._def;
}
