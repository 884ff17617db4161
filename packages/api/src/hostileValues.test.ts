// One hostile value at a time in an otherwise valid input, for every
// procedure: ids at and beyond PostgreSQL's integer range, NUL and lone
// surrogates in every text. Never a 5xx, every refusal a Russian 4xx, and a
// refused call writes nothing.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { describeError } from './errors';
import { createApiTestKit, type ApiTestKit } from './testing/apiTestKit';
import { leaves, withValue } from './testing/hostileInput';
import { procedureAt, type AnyProcedureCall } from './testing/procedures';
import { rowCounts } from './testing/rowCounts';
import { proceduresWithInput, validInputs, type Fixture } from './testing/validInputs';

const RUSSIAN = /[А-Яа-яЁё]/;
const BAD_IDS: unknown[] = [2147483648, 1e20, -1, 0, 1.5, Number.NaN, '0x10', '1e3', ' 7', '', '2147483648'];
const BAD_TEXT = ['NUL \u0000 inside', 'lone \uD800 high half', 'lone \uDC00 low half'];
const ID_KEYS = new Set(['id', 'userId', 'partId']);

describe.each(testDbKinds())('[ROBUSTNESS] hostile values in valid inputs on %s', (kind) => {
  let kit: ApiTestKit;
  let inputs: Record<string, Record<string, unknown>>;
  let call: (path: string) => AnyProcedureCall;

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    const part = await kit.addPart({ availability: 1000 });
    const buyer = await kit.signIn();
    const { order } = await buyer.caller.orders.create({
      idempotencyKey: 'fixture-order',
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
      items: [{ partId: part.id, quantity: 1 }],
    });
    const admin = await kit.signIn('admin');
    const fixture: Fixture = { partId: part.id, orderId: order.id, userId: buyer.userId };
    inputs = validInputs(fixture);
    call = (path) => procedureAt(admin.caller, path);
  });
  afterAll(() => kit.close());

  /** Calls with the changed input; returns what went wrong, if anything. */
  async function problemOf(path: string, input: unknown, label: string): Promise<string | null> {
    const before = await rowCounts(kit.db);
    try {
      await call(path)(input);
      return `${path} ${label}: accepted${(await rowCounts(kit.db)) === before ? '' : ' and wrote'}`;
    } catch (error) {
      if (!(error instanceof TRPCError)) return `${path} ${label}: ${String(error)}`;
      const { httpStatus, message } = describeError(error);
      if (httpStatus >= 500 || !RUSSIAN.test(message)) return `${path} ${label}: ${httpStatus} ${message}`;
      if ((await rowCounts(kit.db)) !== before) return `${path} ${label}: refused but wrote`;
      return null;
    }
  }

  it('has a valid input for every procedure that takes one', () => {
    expect(proceduresWithInput.filter((path) => !inputs[path])).toEqual([]);
  });

  it('refuses ids outside 1..2147483647 (and not decimal digits) in Russian, writing nothing', async () => {
    const problems: string[] = [];
    for (const path of proceduresWithInput) {
      for (const leaf of leaves(inputs[path]).filter((l) => ID_KEYS.has(String(l.path.at(-1))))) {
        for (const bad of BAD_IDS) {
          const label = `${leaf.path.join('.')}=${JSON.stringify(bad)}`;
          const problem = await problemOf(path, withValue(inputs[path], leaf.path, bad), label);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers an id at the top of the range without a server fault', async () => {
    const problems: string[] = [];
    for (const path of proceduresWithInput) {
      for (const leaf of leaves(inputs[path]).filter((l) => ID_KEYS.has(String(l.path.at(-1))))) {
        const problem = await problemOf(path, withValue(inputs[path], leaf.path, 2147483647), 'max id');
        if (problem && !problem.endsWith('accepted')) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses NUL and lone surrogates in every text in Russian, writing nothing', async () => {
    const problems: string[] = [];
    for (const path of proceduresWithInput) {
      for (const leaf of leaves(inputs[path]).filter((l) => typeof l.value === 'string')) {
        for (const bad of BAD_TEXT) {
          const label = `${leaf.path.join('.')}=${JSON.stringify(bad)}`;
          const problem = await problemOf(
            path,
            withValue(inputs[path], leaf.path, `${leaf.value}${bad}`),
            label,
          );
          // An import reports a refused row in its answer instead of throwing.
          if (problem && !(path === 'admin.catalog.importParts' && problem.endsWith('accepted')))
            problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
