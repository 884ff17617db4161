// Generated bad input to every procedure: never a server fault, every refusal a
// 4xx with a Russian message, and a refused call writes nothing.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { describeError } from './errors';
import { procedureAt, procedurePaths } from './testing/procedures';
import { createApiTestKit, type ApiTestKit } from './testing/apiTestKit';
import { rowCounts } from './testing/rowCounts';

const SQL = "'; drop table users; --";
const HTML = '<script>alert(1)</script>';
const HUGE = 'я'.repeat(1024 * 1024);

/** One value of each kind of wrongness for every field name the procedures use. */
function fieldsWith(value: unknown): Record<string, unknown> {
  const names = [
    'id',
    'email',
    'password',
    'name',
    'first_name',
    'last_name',
    'phone',
    'company',
    'message',
    'query',
    'search',
    'orderNumber',
    'token',
    'status',
    'to',
    'subject',
    'html',
    'idempotencyKey',
    'deliveryMethod',
    'paymentMethod',
    'city',
    'deliveryAddress',
    'comments',
    'categoryId',
    'userId',
    'page',
    'pageSize',
    'rows',
    'items',
  ];
  return Object.fromEntries(names.map((name) => [name, value]));
}

const BAD_INPUTS: Array<[string, unknown]> = [
  ['a string', 'строка'],
  ['a number', 42],
  ['an array', [1, 2]],
  ['null', null],
  ['wrong types', fieldsWith(true)],
  ['1 MB strings', fieldsWith(HUGE)],
  ['SQL', fieldsWith(SQL)],
  ['HTML', fieldsWith(HTML)],
  ['negative quantity', { id: -1, items: [{ partId: 1, quantity: -5 }] }],
  ['fractional quantity', { id: 1.5, items: [{ partId: 1, quantity: 1.5 }] }],
  ['unknown fields only', JSON.parse('{"hack": 1, "__proto__": {"role": "admin"}}')],
];

describe.each(testDbKinds())('[ROBUSTNESS] bad input to every procedure on %s', (kind) => {
  let kit: ApiTestKit;
  let call: (path: string, input: unknown) => Promise<unknown>;

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    await kit.addPart();
    // As the admin, so every procedure gets as far as its input validation.
    const { caller } = await kit.signIn('admin');
    call = (path, input) => procedureAt(caller, path)(input);
  });
  afterAll(() => kit.close());

  it.each(BAD_INPUTS)('refuses %s in Russian without a 5xx or a write', async (_label, input) => {
    const problems: string[] = [];
    for (const path of procedurePaths) {
      if (path === 'auth.logout') continue; // takes no input and would end the admin's session
      const before = await rowCounts(kit.db);
      try {
        await call(path, input);
      } catch (error) {
        if (!(error instanceof TRPCError)) {
          problems.push(`${path}: ${String(error)}`);
          continue;
        }
        const { httpStatus, message } = describeError(error);
        if (httpStatus >= 500 || !/[А-Яа-яЁё]/.test(message))
          problems.push(`${path}: ${httpStatus} ${message}`);
        if ((await rowCounts(kit.db)) !== before) problems.push(`${path}: refused but wrote`);
      }
    }
    expect(problems).toEqual([]);
  });
});
