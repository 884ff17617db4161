// The expensive catalogue procedures are limited per client: an account, or
// the address of a visitor; another client is not affected.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { earlyInWindow } from '../testing/rateLimitWindow';
import { PARTS_DATA_PER_CLIENT, PRODUCT_PER_CLIENT } from './limits';

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof TRPCError ? `${error.code} ${error.message}` : 'allowed';
}

describe.each(testDbKinds())('[CATALOG] per-client limits on %s', (kind) => {
  let kit: ApiTestKit;
  let partId: number;

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    partId = (await kit.addPart()).id;
  });
  afterAll(() => kit.close());

  it(
    `gives one account the whole price list ${PARTS_DATA_PER_CLIENT.limit} times per window`,
    { timeout: 90_000 },
    async () => {
      const { caller } = await kit.signIn();
      await earlyInWindow(PARTS_DATA_PER_CLIENT.windowMs);
      for (let i = 0; i < PARTS_DATA_PER_CLIENT.limit; i += 1) await caller.catalog.partsData();
      expect(await refusal(caller.catalog.partsData())).toBe(
        'TOO_MANY_REQUESTS Слишком много запросов. Попробуйте позже.',
      );
      const other = await kit.signIn();
      expect((await other.caller.catalog.partsData()).parts).toHaveLength(1);
    },
  );

  it(
    `shows one visitor's address ${PRODUCT_PER_CLIENT.limit} product pages per window`,
    { timeout: 90_000 },
    async () => {
      const visitor = createCaller(await createContextInner(kit.deps, { ip: '198.51.100.7' }));
      await earlyInWindow(PRODUCT_PER_CLIENT.windowMs);
      for (let i = 0; i < PRODUCT_PER_CLIENT.limit; i += 1) await visitor.catalog.product({ id: partId });
      expect(await refusal(visitor.catalog.product({ id: partId }))).toMatch(/^TOO_MANY_REQUESTS /);
      const neighbour = createCaller(await createContextInner(kit.deps, { ip: '198.51.100.8' }));
      expect((await neighbour.catalog.product({ id: partId })).pricesVisible).toBe(false);
    },
  );
});
