// A price list leaves the catalogue as buyers' counts need it: each part it
// writes is a new row version, and until VACUUM the page holding it sends
// every count made from an index back to the table (at a million parts after
// a 100 000-row list, a category's count 330 ms instead of 20 ms). The apply
// vacuums, so those counts read the index alone again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heapFetchesOfCategoryCount, testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../../testing/apiTestKit';

const HEADER = 'Артикул;Название;Категория;Цена';
const csv = (lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8').toString('base64');

describe.each(testDbKinds())('[ADMIN][CATALOG] a price list applied on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it("leaves a category's count reading its index alone", async () => {
    const admin = await kit.signIn('admin');
    const rows = Array.from({ length: 400 }, (_, i) => `VAC-${i + 1};Свеча VAC ${i + 1};engine;95`);
    const preview = await admin.caller.admin.catalog.importPreview({
      fileName: 'vacuum.csv',
      contentBase64: csv(rows),
    });
    expect(preview.counts.created).toBe(400);
    await admin.caller.admin.catalog.importApply({ importId: preview.importId });
    expect(await heapFetchesOfCategoryCount(kit.db, 'engine')).toBe(0);

    // What the apply does away with: the same rows written again, not vacuumed.
    await sql`update parts set price = price + 1 where part_number like 'VAC-%'`.execute(kit.db);
    expect(await heapFetchesOfCategoryCount(kit.db, 'engine')).toBeGreaterThan(0);
  });
});
