// Walking the whole router in tests: every procedure path, and the callable
// behind a path such as 'admin.orders.list'.
import { appRouter, type createCaller } from '../root';

export type AnyProcedureCall = (input: unknown) => Promise<unknown>;

/** Every procedure of the app router, as dotted paths. */
export const procedurePaths = Object.keys(
  (appRouter._def as unknown as { procedures: Record<string, unknown> }).procedures,
);

/** The caller's procedure at a dotted path, one segment at a time. */
export function procedureAt(caller: ReturnType<typeof createCaller>, path: string): AnyProcedureCall {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyProcedureCall;
}
