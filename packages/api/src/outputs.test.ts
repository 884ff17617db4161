// Every procedure names its answer with .output() (schemas in @shop/schemas):
// tRPC validates it and strips whatever the schema does not name, so nothing
// leaks by accident, the web client's types come from the schema, and the
// CLI's `--json` and the REST mapping have a documented shape. A new
// procedure without one fails here.
import { describe, expect, it } from 'vitest';
import { appRouter } from './root';

type ProcedureDef = { _def: { output?: unknown } };
const procedures = (appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures;

describe('procedure outputs', () => {
  it('every procedure of the app router declares an output schema', () => {
    expect(Object.keys(procedures).length).toBeGreaterThan(60);
    const missing = Object.entries(procedures)
      .filter(([, procedure]) => !procedure._def.output)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
