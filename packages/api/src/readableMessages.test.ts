// Issue 28.8: every refusal of bad input is a sentence a person can act on.
// Each procedure's own input schema gets one hostile value at a time (in each
// field, for each field left out, for the whole input); what tRPC and REST
// would answer (describeError) must be Russian, without a regex, zod's raw
// wording or English type names.
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeError } from './errors';
import { appRouter } from './root';
import { HOSTILE_VALUES, leaves, unusableParts, withValue } from './testing/hostileInput';
import { proceduresWithInput, validInputs } from './testing/validInputs';

type Parser = z.ZodType;
const procedures = (
  appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: Parser[] } }> }
).procedures;

/** What a caller is told about `input` given to the procedure at `path`, if it is refused. */
function refusalOf(path: string, input: unknown): string[] {
  for (const parser of procedures[path]!._def.inputs) {
    const result = parser.safeParse(input);
    if (result.success) continue;
    const { message, fieldErrors } = describeError(
      new TRPCError({ code: 'BAD_REQUEST', cause: result.error }),
    );
    return [message, ...Object.values(fieldErrors ?? {})];
  }
  return [];
}

describe('[MESSAGES] refusals of hostile input are in the user’s words', () => {
  const inputs = validInputs({ partId: 1, orderId: 1, userId: 1 });

  it('names the rule, never a regex or zod’s wording, in every field of every procedure', () => {
    const problems = new Set<string>();
    for (const path of proceduresWithInput) {
      const input = inputs[path]!;
      const places = [[], ...leaves(input).map((leaf) => leaf.path), ...Object.keys(input).map((k) => [k])];
      for (const place of places) {
        for (const value of [...HOSTILE_VALUES, undefined]) {
          for (const message of refusalOf(path, withValue(input, place, value))) {
            const unusable = unusableParts(message);
            if (unusable.length)
              problems.add(`${path} ${place.join('.')}: «${message}» (${unusable.join(', ')})`);
          }
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('says the dashboard’s periods and the photo’s size as rules', () => {
    for (const days of [-1, 1e9, Number.NaN, '-1', '1e9', 'NaN'])
      expect(refusalOf('admin.dashboard.summary', { days })[0]).toBe('Период может быть 7, 30 или 90 дней');
    const photo = { partId: 1, fileName: 'big.jpg', contentBase64: 'A'.repeat(16_000_000) };
    expect(refusalOf('admin.catalog.addPhoto', photo)[0]).toBe('Фото больше 10 МБ');
  });
});
